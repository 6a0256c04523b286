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

from engine.components import CARDS, COLOUR_LETTERS, WILD, Action
from engine.game import Game, Phase
from engine.moves import Move
from engine.violation import Rule, Violation

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
    texts = {
        Phase.SETUP: tr("place the first token on a senate space"),
        Phase.MOVE: tr("move the token"),
        Phase.MAIN: tr("draw cards or build a pavilion"),
        Phase.PUSH: tr("push the tile onto the board"),
        Phase.SS: tr("put the superstructures on roofs"),
        Phase.WILD: tr("place a wild tile"),
        Phase.RELOCATE: tr("move a superstructure"),
        Phase.DISCARD: tr("discard down to the hand limit"),
        Phase.OVER: tr("the game is over"),
    }
    return texts[phase]


def _sides_text(values: tuple[int, ...]) -> str:
    return ", ".join(side_name(v) for v in values)


def violation_text(violation: Violation) -> str:
    """Why a move is illegal, in the player's language."""
    rule, v = violation.rule, violation.values
    if rule == Rule.GAME_OVER:
        return tr("the game is over")
    if rule == Rule.WRONG_STEP:
        return tr("the game waits for you to {step}").format(step=phase_text(Phase(v[0])))
    if rule == Rule.ONE_DRAW:
        return tr("you may draw cards only once a turn")
    if rule == Rule.DRAW_OR_BUILD:
        return tr("you may draw cards or build a pavilion, not both (both with “{action}”)").format(
            action=action_name(Action.DRAWBUILD)
        )
    if rule == Rule.ONE_BUILD:
        return tr("you may build one pavilion a turn (two with “{action}”)").format(
            action=action_name(Action.SECOND)
        )
    if rule == Rule.MUST_DRAW_OR_BUILD:
        return tr("draw cards or build a pavilion before you end your turn")
    if rule == Rule.DISTANCE:
        return tr("the token may move {distances} spaces now").format(
            distances=", ".join(str(d) for d in v)
        )
    if rule == Rule.WILD_SHOWS_NO_TILE:
        return tr("a wild card shows no tile and cannot be played on its own")
    if rule == Rule.NOT_IN_HAND:
        return tr("the hand does not hold {cards}").format(cards=", ".join(card_name(c) for c in v))
    if rule == Rule.TILE_SOLD_OUT:
        return tr("the tile of the {card} is no longer in the supply").format(card=card_name(v[0]))
    if rule == Rule.CARD_COUNT:
        return tr("the {card} needs {need} card(s) played, not {given}").format(
            card=card_name(v[0]), need=v[1], given=v[2]
        )
    if rule == Rule.PAYMENT_COLOUR:
        return tr("the other cards must be {colour} or wild").format(colour=colour_name(v[0]))
    if rule == Rule.NO_PLACEMENT:
        return tr("the tile cannot be pushed onto the board from the {sides}").format(
            sides=_sides_text(v)
        )
    if rule == Rule.PAYMENT_ORDER:
        return tr("the cards are not in order")
    if rule == Rule.PUSH:
        return tr("the tile must come in from the {sides} and stop fully on the board").format(
            sides=_sides_text(v)
        )
    if rule == Rule.SUPERSTRUCTURES:
        return tr("{count} superstructure(s) go on roofs of the new tile").format(count=v[0])
    if rule == Rule.WILD_SQUARE:
        return tr("a wild tile goes on an empty square next to a pavilion or wild tile")
    if rule == Rule.RELOCATE_SQUARES:
        return tr("a superstructure moves from a roof to a free roof")
    if rule == Rule.NOT_YOUR_TURN:
        return tr("actions are spent only during your own turn")
    if rule == Rule.ACTION_COVERED:
        return tr("“{action}” is covered in this game").format(action=action_name(v[0]))
    if rule == Rule.ACTION_USED:
        return tr("you have used “{action}” already").format(action=action_name(v[0]))
    if rule == Rule.NO_COAT:
        return tr("there is no coat of arms in your meadow")
    return tr("“{action}” cannot take effect now").format(action=action_name(v[0]))
