"""The translations keep each language's typography and give distinct things distinct words."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from pytestqt.qtbot import QtBot
from test_ui_translations import translations

from engine.helsinki.scoring import Score
from ui.i18n import install_language, score_parts, tr

SYNONYMS = {frozenset({"arms {coats}", "coats of arms {coats}"})}
"""Sources that say the same thing (a short and a long form): they may share a translation."""


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_distinct_texts_have_distinct_translations(language: str) -> None:
    sources = defaultdict(set)
    for source, forms in translations(language).items():
        sources[forms[0].strip().lower()].add(source)
    shared = [sorted(found) for found in sources.values()
              if len({s.lower() for s in found}) > 1 and frozenset(found) not in SYNONYMS]
    assert not shared, shared  # e.g. "Rows" and "Lines" both "Lignes"


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_kinds_of_points_have_one_word_each(qtbot: QtBot, language: str) -> None:
    install_language(language)
    score = Score((), (), 0, 0, 0, 0, 0, 0)
    words = [word for word, _, _ in score_parts(score, True)] + [tr("Total")]
    assert len(set(words)) == len(words)


FRENCH_QUOTES = re.compile(r"«[^\u00a0\u202f]|[^\u00a0\u202f]»")


def test_french_typography() -> None:
    """Apostrophes are typographic, quotes are guillemets with no-break spaces inside."""
    forms = [form for found in translations("fr").values() for form in found]
    assert not [f for f in forms if "'" in f or '"' in f]
    assert not [f for f in forms if "“" in f or "”" in f]
    assert not [f for f in forms if FRENCH_QUOTES.search(f)]
    assert translations("fr")["Rows"] == ["Rangées"]
