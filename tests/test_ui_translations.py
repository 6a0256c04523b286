"""Every visible text of the UI has a French and a Dutch translation."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ui.i18n import install_language, tr, translations_dir

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted((ROOT / "ui").glob("*.py")) + sorted((ROOT / "client").glob("*.py"))
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")


def visible_texts() -> set[str]:
    """The literal texts passed to ``tr(...)`` in ui/ and client/."""
    found = set()
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "tr"
                and node.args
            ):
                arg = node.args[0]
                assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), (
                    f"{path.name}:{node.lineno}: tr() needs a literal text for lupdate"
                )
                found.add(arg.value)
    return found


def translations(language: str) -> dict[str, str]:
    root = ET.parse(translations_dir() / f"helsinki_{language}.ts").getroot()
    table = {}
    for message in root.iter("message"):
        element = message.find("translation")
        assert element is not None
        if element.get("type") not in ("unfinished", "obsolete") and element.text:
            table[message.findtext("source") or ""] = element.text
    return table


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_every_visible_text_is_translated(language: str) -> None:
    texts = visible_texts()
    assert len(texts) > 150
    table = translations(language)
    missing = sorted(texts - set(table))
    assert not missing, f"not translated into {language}: {missing}"
    for source in texts:
        assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(table[source])), (
            f"placeholders differ in the {language} translation of {source!r}"
        )


def test_language_is_installed_at_run_time(qtbot: QtBot) -> None:
    assert install_language("fr") == "fr"
    assert tr("Supply") == "Réserve"
    assert install_language("nl") == "nl"
    assert tr("Supply") == "Voorraad"
    assert install_language("en") == "en"
    assert tr("Supply") == "Supply"
