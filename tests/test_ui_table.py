"""The table scene without a window: end-of-game lines, the score table in other languages,
colour-blind marks, legibility at small sizes and the glides of tokens and tiles."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from pytestqt.qtbot import QtBot

from client.cli import play_bot_game
from engine.helsinki.game import Game
from engine.helsinki.moves import Kind
from engine.helsinki.options import Options
from engine.record import Record, Seat, replay
from ui import palette as pal
from ui.i18n import install_language
from ui.table import layout
from ui.table.items.scores import ScoreTableItem
from ui.table.scene import TableScene


def all_states(record: Record) -> list[Game]:
    found = [record.new_game()]
    replay(record, on_move=lambda _i, game: found.append(game.copy()))
    return found


@pytest.fixture(scope="module")
def states() -> list[Game]:
    """Every state of a finished 4-player game with complete rows and columns."""
    for seed in range(3, 40):
        final, record = play_bot_game(4, seed, ["greedy"] * 4, Options(dry_roads=True))
        if any(s.complete_rows and s.complete_columns for s in final.scores()):
            return all_states(record)
    raise AssertionError("no game with complete rows and columns")


def show(scene: TableScene, game: Game, viewer: int | None = None) -> None:
    seats = [Seat(f"Player {i + 1}") for i in range(game.n)]
    scene.show_game(game.copy(), [s.name for s in seats], pal.seat_colours(seats), viewer, False)


def render(scene: TableScene) -> QImage:
    """The scene at one pixel per unit."""
    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


def close_to(colour: QColor, expected: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(rgb(colour), rgb(expected), strict=True))


def test_complete_lines_are_drawn_over_tiles_and_superstructures(
    qtbot: QtBot, states: list[Game]
) -> None:
    final = states[-1]
    scores = final.scores()
    scene = TableScene()
    show(scene, final)
    for seat, score in enumerate(scores):
        board = scene.board_item(seat)
        assert board is not None
        item = board.lines_item
        rows = sum(1 << r for r in score.complete_rows)
        columns = sum(1 << c for c in score.complete_columns)
        assert (item.rows, item.columns) == board.lines == (rows, columns)
        assert item.isVisible() == bool(rows or columns)
        covered = list(board.tiles.values()) + list(board.superstructures.values())
        assert all(item.zValue() > other.zValue() for other in covered)
    # the outline of a complete line shows on the rendered table, over the tiles
    seat = next(s for s, score in enumerate(scores) if score.complete_columns)
    board = scene.board_item(seat)
    assert board is not None
    column = scores[seat].complete_columns[0]
    edge = QPointF(column * board.cell + max(3.0, board.cell * 0.09) / 2, 0.5 * board.cell)
    point = board.lines_item.mapToScene(edge).toPoint()
    image = render(scene)
    assert close_to(QColor(image.pixel(point)), pal.LINE)
    # before the end nothing is highlighted
    show(scene, states[-2])
    boards = [scene.board_item(s) for s in range(final.n)]
    assert not any(b is not None and b.lines_item.isVisible() for b in boards)


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_score_table_columns_fit_their_texts(qtbot: QtBot, states: list[Game],
                                             language: str) -> None:  # fmt: skip
    install_language(language)
    scene = TableScene()
    scene.set_width(layout.MIN_WIDTH)  # the narrowest table
    show(scene, states[-1])
    table = scene.score_table
    assert table.isVisible() and not scene.hand_box.isVisible()  # in the hand's place
    head = QFontMetricsF(pal.font(ScoreTableItem.HEADER_FONT, True))
    cell = QFontMetricsF(pal.font(ScoreTableItem.CELL_FONT, True))
    columns = table.columns
    assert len(columns) == len(table.header) == 7
    for (x, width), (next_x, _) in itertools.pairwise(columns):
        assert x + width <= next_x + 0.01  # no overlap
    last_x, last_w = columns[-1]
    assert last_x + last_w <= table.width - ScoreTableItem.MARGIN + 0.01
    for j, (text, (_, width)) in enumerate(zip(table.header, columns, strict=True)):
        if j:
            assert head.horizontalAdvance(text) < width, text
            assert all(cell.horizontalAdvance(cells[j]) < width for _, cells, _ in table.rows)
    assert columns[0][1] > 120  # room for the names


def test_seat_numbers_on_used_actions_and_track_markers(qtbot: QtBot,
                                                       states: list[Game]) -> None:  # fmt: skip
    final = states[-1]
    scene = TableScene()
    show(scene, final)
    for action, item in scene.action_items.items():
        used = [s for s, p in enumerate(final.players) if p.used >> action & 1]
        assert [seat for _, seat in item.used_by] == used
    assert [m.label for m in scene.track.markers] == ["1", "2", "3", "4"]


def test_meadow_shields_and_hand_beside_each_board(qtbot: QtBot, states: list[Game]) -> None:
    game = next(g for g in states if any(p.meadow for p in g.players))
    scene = TableScene()
    show(scene, game)
    for seat, player in enumerate(game.players):
        board = scene.board_item(seat)
        assert board is not None
        footer = board.footer_item
        assert (footer.meadow, footer.cards) == (player.meadow, len(player.hand))
        assert f"Meadow: {player.meadow} coat" in footer.toolTip()


def test_small_text_is_left_out_below_a_legible_size() -> None:
    image = QImage(100, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    assert pal.legible(painter, pal.DETAIL_TEXT) and not pal.legible(painter, 8)
    painter.scale(0.6, 0.6)
    assert not pal.legible(painter, pal.DETAIL_TEXT) and pal.legible(painter, 15)
    area = QRectF(0, 0, 200, 40)
    assert not pal.text(painter, area, Qt.AlignmentFlag.AlignLeft, "Cathedral", pal.DETAIL_TEXT,
                        detail=True)  # fmt: skip
    painter.scale(1.4, 1.4)  # 0.84: a little larger is legible, and drawn so
    assert pal.detail_points(painter, pal.DETAIL_TEXT) == pal.legible_points(painter) > 10
    assert pal.text(painter, area, Qt.AlignmentFlag.AlignLeft, "Cathedral", pal.DETAIL_TEXT,
                    detail=True)  # fmt: skip
    assert not pal.text(painter, QRectF(0, 0, 20, 40), Qt.AlignmentFlag.AlignLeft, "Cathedral",
                        pal.DETAIL_TEXT, detail=True)  # no room  # fmt: skip
    painter.end()


def test_patterns_stay_visible_on_small_boards() -> None:
    """At a third of its size a green tile still shows its lines, a few pixels apart."""
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(1 / 3, 1 / 3)
    pal.paint_pattern(painter, QRectF(0, 0, 120, 120), 2, 6)
    painter.end()
    column = [QColor(image.pixel(20, y)) for y in range(40)]
    fill = pal.TILE_COLOURS[2]
    lines = [y for y, c in enumerate(column) if c.lightness() < fill.lightness() - 30]
    assert lines, "no pattern line drawn"
    starts = [y for y in lines if y - 1 not in lines]
    gaps = [b - a for a, b in itertools.pairwise(starts)]
    assert len(starts) >= 4 and min(gaps) >= pal.MIN_PATTERN_PX - 1


# ------------------------------------------------------------------ glides


def following(states: list[Game], kind: Kind) -> tuple[Game, Game]:
    """Two successive states, the second after a move of ``kind`` (a token move that passes
    several spaces, for a token)."""
    for before, after in itertools.pairwise(states):
        move = after.history[-1]
        if move.kind == kind and (kind != Kind.MOVE or move.a >= 2):
            return before, after
    raise AssertionError(f"no {kind}")


def test_token_glides_along_the_ring_and_ends_in_place(qtbot: QtBot, states: list[Game]) -> None:
    before, after = following(states, Kind.MOVE)
    seat = before.to_move
    assert seat is not None
    still = TableScene()  # no glide: the final places
    show(still, after)
    final = still.tokens[seat].pos()
    scene = TableScene()
    scene.glides.duration = 400
    show(scene, before)
    start = scene.tokens[seat].pos()
    show(scene, after)
    assert scene.game is not None and scene.game.ply == after.ply  # the state is not delayed
    assert scene.glides.running and scene.tokens[seat].pos() == start
    seen: set[tuple[float, float]] = set()

    def seen_gliding() -> bool:
        """The token was seen at three places or more (each call notes where it is)."""
        seen.add((scene.tokens[seat].x(), scene.tokens[seat].y()))
        return len(seen) > 2

    qtbot.waitUntil(seen_gliding, timeout=3000)
    qtbot.waitUntil(lambda: not scene.glides.running, timeout=3000)
    assert scene.tokens[seat].pos() == final
    # interrupted by the next state: everything at its final place at once
    show(scene, before)
    show(scene, after)
    assert scene.glides.running
    scene.glides.finish()
    assert not scene.glides.running and scene.tokens[seat].pos() == final


def test_pushed_tile_comes_from_the_supply_and_slides_in_from_the_edge(
    qtbot: QtBot, states: list[Game]
) -> None:
    before, after = following(states, Kind.PUSH)
    seat = before.seat
    mask = after.history[-1].a
    scene = TableScene()
    scene.glides.duration = 300
    show(scene, before, viewer=seat)
    show(scene, after, viewer=seat)
    board = scene.board_item(seat)
    assert board is not None
    tile = next(t for (_, m), t in board.tiles.items() if m == mask)
    path = scene.glides.path_of(tile)
    assert path is not None and tile.pos() == path[0] and path[-1] == board.grid
    # it is taken from the supply (from the drawing of its kind)
    centre = tile.mapToScene(tile.boundingRect().center())
    spot = scene.supply.mapToScene(scene.supply.tile_spot(before.pending_kind))
    assert (centre - spot).manhattanLength() < 0.01
    # then lies fully outside the edge the token stands on, and comes in straight
    side = after.side_of(seat)
    outside = path[-2] - board.grid
    assert outside != QPointF(0, 0)
    assert (outside.x() == 0) == (side.name in "NS")
    # another update (a jump in the replay) puts it in place at once
    show(scene, after, viewer=seat)
    assert tile.pos() == board.grid and not scene.glides.running


def test_no_glide_at_speed_zero(qtbot: QtBot, states: list[Game]) -> None:
    before, after = following(states, Kind.MOVE)
    scene = TableScene()
    show(scene, before)
    show(scene, after)
    assert not scene.glides.running


def test_glide_never_outlives_its_item(qtbot: QtBot, states: list[Game]) -> None:
    """A new seating rebuilds the table while a tile glides: nothing is left moving."""
    before, after = following(states, Kind.PUSH)
    scene = TableScene()
    scene.glides.duration = 1000
    show(scene, before)
    show(scene, after)
    assert scene.glides.running
    others = [Seat(name, None, (i + 1) % 4) for i, name in enumerate("ABCD")]
    scene.show_game(after.copy(), list("ABCD"), pal.seat_colours(others), None, False)
    assert not scene.glides.running
    qtbot.wait(20)

