"""Every visible text of the UI goes through ``tr()`` and has a French and a Dutch translation."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ui.i18n import install_language, tr, translations_dir

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted((ROOT / "ui").rglob("*.py")) + sorted((ROOT / "client").rglob("*.py"))
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")

SHOWN = {"setText": 0, "setWindowTitle": 0, "setTitle": 0, "setToolTip": 0,
         "setPlaceholderText": 0, "QLabel": 0, "QPushButton": 0, "QCheckBox": 0, "QGroupBox": 0,
         "QAction": 0, "addItem": 0, "setItemText": 1, "addRow": 0}  # fmt: skip
"""Calls that show their argument (at that position) to the player."""
SIGNALS = {"problem", "message", "warning"}
"""Signals whose text the window shows (``....problem.emit(text)``)."""
NOT_TEXT: set[str] = set()
"""Literals with letters that are not words to translate (none so far)."""


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


def literal_texts() -> list[str]:
    """Literal words shown without ``tr()``: given to a label, button, title... or emitted on
    a signal the window shows. Symbols and empty strings are not words."""
    found = []
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            position = SHOWN.get(name)
            if (name == "emit" and isinstance(func, ast.Attribute)
                    and isinstance(func.value, ast.Attribute) and func.value.attr in SIGNALS):
                position = 0  # fmt: skip
            if position is None or len(node.args) <= position:
                continue
            arg = node.args[position]
            parts = arg.values if isinstance(arg, ast.JoinedStr) else [arg]
            words = "".join(p.value for p in parts if isinstance(p, ast.Constant)
                            and isinstance(p.value, str))  # fmt: skip
            if any(ch.isalpha() for ch in words) and words not in NOT_TEXT:
                found.append(f"{path.name}:{node.lineno}: {words!r}")
    return found


def test_visible_texts_go_through_tr() -> None:
    assert not literal_texts()


def translations(language: str) -> dict[str, list[str]]:
    """Source text -> its finished translation (the plural forms of a counted text)."""
    root = ET.parse(translations_dir() / f"helsinki_{language}.ts").getroot()
    table = {}
    for message in root.iter("message"):
        element = message.find("translation")
        assert element is not None
        if element.get("type") in ("unfinished", "obsolete"):
            continue
        forms = [f.text or "" for f in element.iter("numerusform")] or [element.text or ""]
        if all(forms):
            table[message.findtext("source") or ""] = forms
    return table


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_every_visible_text_is_translated(language: str) -> None:
    texts = visible_texts()
    assert len(texts) > 150
    table = translations(language)
    missing = sorted(texts - set(table))
    assert not missing, f"not translated into {language}: {missing}"
    for source in texts:
        for form in table[source]:
            assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(form)), (
                f"placeholders differ in the {language} translation of {source!r}"
            )


def test_counted_texts_take_the_plural_form() -> None:
    assert tr("%n wild tile(s)", None, 1) == "1 wild tile"
    assert tr("%n wild tile(s)", None, 0) == "0 wild tiles"
    assert tr("Meadow: %n coat(s) of arms", None, 2) == "Meadow: 2 coats of arms"


def test_qt_buttons_follow_the_language(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    install_language("fr")
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(buttons)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Annuler"


def test_language_is_installed_at_run_time(qtbot: QtBot) -> None:
    assert install_language("fr") == "fr"
    assert tr("Supply") == "Réserve"
    assert install_language("nl") == "nl"
    assert tr("Supply") == "Voorraad"
    assert install_language("en") == "en"
    assert tr("Supply") == "Supply"


FRENCH_SPACE = re.compile(r"[^\S\u00a0\u202f][:;!?]|[\w}»)][:;!?](?=\s|$)")
"""A colon, semicolon, exclamation or question mark after an ordinary space or straight after
a word: French puts a no-break space before them (a line never breaks there)."""


def test_french_keeps_a_no_break_space_before_colons() -> None:
    wrong = [form for forms in translations("fr").values() for form in forms
             if FRENCH_SPACE.search(form)]  # fmt: skip
    assert not wrong, wrong[:5]
    assert translations("fr")["{name}: {state}"] == ["{name}\u00a0: {state}"]


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_the_compiled_translations_hold_every_translated_text(qtbot: QtBot,
                                                              language: str) -> None:  # fmt: skip
    """The committed .qm (what ``pip install`` ships) is made from the .ts as it is now."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(translations_dir() / f"helsinki_{language}.qm"))
    for source, forms in translations(language).items():
        if len(forms) == 1:
            assert translator.translate("", source) == forms[0], source
        else:  # counted: the singular for 1, the plural for 5 (%n is filled in later)
            assert translator.translate("", source, None, 1) == forms[0], source
            assert translator.translate("", source, None, 5) == forms[-1], source
