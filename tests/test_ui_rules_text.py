"""The "Rules in short" box tells the rules as the rulebook does."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from client.app import MainWindow


def test_the_number_on_the_card_is_the_total_of_cards_played(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []

    def information(parent: QWidget, title: str, text: str) -> None:
        shown.append(text)

    monkeypatch.setattr(QMessageBox, "information", information)
    window.show_rules()
    (text,) = shown
    assert "as many cards in all as the number on it (that card included)" in text
    assert "plus as many" not in text  # the card showing the tile counts towards the number
