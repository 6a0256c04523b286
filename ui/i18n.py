"""Translation: every visible text goes through :func:`tr`; names of engine values live here.

English is the source language. French and Dutch translations are ``resources/translations/
helsinki_<lang>.ts`` (edited by translators, compiled to ``.qm`` by ``make translations``, which
``make run`` and ``make test`` call).

A translation that cannot be loaded is logged and told (:func:`missing_translation`), never
silently replaced by English.

``tr`` is a free function, so ``pyside6-lupdate`` files its texts under the empty context; the
runtime lookup uses the same empty context.
"""

from __future__ import annotations

import logging
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from engine.helsinki.components import CARDS, COLOUR_LETTERS, WILD, Action
from engine.helsinki.game import Game, Phase
from engine.helsinki.moves import Move
from engine.helsinki.scoring import Score
from engine.helsinki.violation import STEP_TEXTS, Violation, Word

LANGUAGES = ("en", "fr", "nl")
"""Languages the game speaks; English is the source."""


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The translation of ``text`` in the current language (lupdate finds the literal).

    With ``n`` the text is counted (``tr("%n wild tile(s)", None, n)``): ``%n`` stands for ``n``
    and a translation takes its language's plural form. Untranslated (English), "(s)" reads
    as nothing for one and "s" otherwise.
    """
    result = QCoreApplication.translate("", text, disambiguation, n)
    if n >= 0 and result == text.replace("%n", str(n)):
        result = result.replace("(s)", "" if n == 1 else "s")
    return result


def translations_dir() -> Path:
    return Path(str(resources.files("resources").joinpath("translations")))


_installed: list[QTranslator] = []
_language = "en"
_missing: str | None = None
log = logging.getLogger(__name__)


def missing_translation() -> str | None:
    """The language last asked for whose translation could not be loaded (None: none)."""
    return _missing


def current_language() -> str:
    """The language installed last ("en" until another one is)."""
    return _language


def current_locale() -> QLocale:
    """The locale of the current language (names of days and months, numbers)."""
    return QLocale(_language)


def system_language() -> str:
    name = QLocale.system().name()[:2]
    return name if name in LANGUAGES else "en"


def install_language(language: str) -> str:
    """Install the translator of ``language`` (``""`` for the system's); returns the one used."""
    app = QCoreApplication.instance()
    assert app is not None, "create the application first"
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    global _language, _missing
    language = language or system_language()
    if language not in LANGUAGES:
        language = "en"
    _language = "en"
    _missing = None
    if language == "en":
        return language
    translator = QTranslator()
    compiled = translations_dir() / f"helsinki_{language}.qm"
    if not translator.load(str(compiled)):
        _missing = language
        log.warning("no %s translation in %s: the English texts are shown", language, compiled)
        return "en"
    app.installTranslator(translator)
    _installed.append(translator)
    _language = language
    qt = QTranslator()  # Qt's own texts: the buttons of message boxes and dialogs
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{language}", qt_dir):
        app.installTranslator(qt)
        _installed.append(qt)
    return language


class Retranslated:
    """A widget that sets its texts in :meth:`retranslate`, again when the language changes."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]


# ---------------------------------------------------------------- names of engine values


def language_name(language: str) -> str:
    return {"en": "English", "fr": "Français", "nl": "Nederlands"}.get(language, language)


def bot_name(bot: str | None, name: str = "") -> str:
    """A bot as the screen names it: by its level ("Normal bot"), never by its engine name.

    With a seat's ``name``: the name the network gives a bot's seat (its engine name and seat,
    "Greedy 2") becomes "Normal bot 2"; any other name (a player's, a bot's named already)
    stays, as does the name of a seat without a bot (``bot`` None).
    """
    if bot is None:
        return name
    levels = {"random": tr("Random bot"), "easy": tr("Easy bot"), "greedy": tr("Normal bot"),
              "expert": tr("Hard bot")}  # fmt: skip
    level = levels.get(bot, tr("Bot"))
    if not name:
        return level
    engine_name, _, number = name.rpartition(" ")
    if engine_name.lower() == bot and number.isdigit():
        return f"{level} {number}"
    return name


def colour_name(colour: int) -> str:
    """Name of a pavilion colour (``WILD`` is "wild")."""
    names = (tr("red"), tr("yellow"), tr("green"), tr("blue"), tr("purple"), tr("wild"))
    return names[colour]


def player_colour_name(index: int) -> str:
    return (tr("Red"), tr("Green"), tr("Blue"), tr("Yellow"))[index]


def card_name(card: int) -> str:
    """A card in words: "blue 3" (card number), "wild card"."""
    info = CARDS[card]
    if info.colour == WILD:
        return tr("wild card")
    return tr("{colour} {number}").format(colour=colour_name(info.colour), number=info.number)


def card_long_name(card: int) -> str:
    info = CARDS[card]
    if info.colour == WILD:
        return tr("wild card")
    text = tr("{colour} {number}: tile with {roofs} roofs").format(
        colour=colour_name(info.colour), number=info.number, roofs=info.roofs
    )
    if info.superstructures:
        text += tr(", %n superstructure(s)", None, info.superstructures)
    return text


def replay_failure(before: Game, seat: int, move: Move) -> str:
    """Why a recorded move (``move`` by ``seat``) cannot follow ``before``, in words.

    The engine reports a damaged record in English; this says the same from its values.
    """
    if before.is_over:
        return tr("the game was already over")
    if seat != before.to_move:
        return tr("it is recorded for another player than the one to move")
    if move not in before.legal_moves():
        return violation_text(before.why_illegal(move))
    return tr("the table after it differs from the recorded one")


def score_parts(score: Score, dry_roads: bool) -> list[tuple[str, str, int]]:
    """The kinds of points of ``score`` as the end page and the table name them, one word
    each: (word, how the points are counted, points). Dry roads only in a game with it."""
    superstructures = tr("Superstructures in complete rows and columns: 3 points where a "
                         "complete row crosses a complete column ({crossings} here), 1 point "
                         "elsewhere ({lines} here)").format(crossings=score.crossings,
                                                            lines=score.lines)  # fmt: skip
    parts = [
        (tr("Rows"), tr("Complete rows: 2 points each"), score.rows),
        (tr("Columns"), tr("Complete columns: 2 points each"), score.columns),
        (tr("Superstructures"), superstructures, score.crossings + score.lines),
        (tr("Actions"), tr("Points of the action board"), score.actions),
    ]
    if dry_roads:
        parts.append((tr("Bonus"), tr("The Dry roads bonus card"), score.dry_roads))
    return parts


def colour_letter(colour: int) -> str:
    return COLOUR_LETTERS[colour].upper()


def action_name(action: int) -> str:
    names = (
        tr("Move 1-6 spaces"),
        tr("Gain 2 wild tiles"),
        tr("Push from any side"),
        tr("Draw one more card"),
        tr("One fewer card"),
        tr("Move 1-5 spaces"),
        tr("Gain 1 wild tile"),
        tr("Build a second pavilion"),
        tr("Gain 2 points"),
        tr("Any one card as wild"),
        tr("Move 1 space back"),
        tr("Ignore hand limit"),
        tr("Draw and build"),
        tr("One more superstructure"),
        tr("Move a superstructure"),
    )
    return names[Action(action)]


def action_caption(action: int) -> str:
    """The action's name in as few words as the action board needs where the whole name does
    not fit (long words carry soft hyphens where they may break)."""
    captions = (
        tr("Move 1-6"),
        tr("2 wild tiles"),
        tr("Push any side"),
        tr("One more card"),
        tr("One fewer card"),
        tr("Move 1-5"),
        tr("1 wild tile"),
        tr("Second pavilion"),
        tr("2 points"),
        tr("Card as wild"),
        tr("1 space back"),
        tr("No hand limit"),
        tr("Draw and build"),
        tr("Extra super\u00adstructure"),
        tr("Move super\u00adstructure"),
    )
    return captions[Action(action)]


def action_short(action: int) -> str:
    """Short label drawn on the action board."""
    names = (
        "1-6", "2×", "⇄", "+1", "−1", "1-5", "1×", "2×", "+2", "★", "←1", "8+", "⇅", "+▲", "▲→",
    )  # fmt: skip
    return names[Action(action)]


def building_name(side: int) -> str:
    return (
        tr("Cathedral"),
        tr("Government Palace"),
        tr("Sederholm House"),
        tr("University"),
    )[side]


def side_name(side: int) -> str:
    return (tr("north"), tr("east"), tr("south"), tr("west"))[side]


def phase_text(phase: Phase) -> str:
    """What the game waits for, as the status line says it."""
    return tr_marked(STEP_TEXTS[phase])


def tr_marked(text: str) -> str:
    """The translation of a text the engine marks for translation (its English as source)."""
    return QCoreApplication.translate("", text)


def _word(word: Word, value: int | tuple[int, ...]) -> str:
    """A value of a rule's text in the player's words."""
    values = value if isinstance(value, tuple) else (value,)
    if word in (Word.NUMBER, Word.NUMBERS):
        return ", ".join(str(v) for v in values)
    if word in (Word.CARD, Word.CARDS):
        return ", ".join(card_name(v) for v in values)
    if word == Word.COLOUR:
        return colour_name(values[0])
    if word == Word.SIDES:
        return ", ".join(side_name(v) for v in values)
    if word == Word.ACTION:
        return action_name(values[0])
    return phase_text(Phase(values[0]))


def violation_text(violation: Violation) -> str:
    """Why a move is illegal, in the player's language (the engine's one table of rule texts,
    translated)."""
    text, arguments = violation.text()
    return tr_marked(text).format(**{name: _word(*arg) for name, arg in arguments.items()})
