# Set-up, run, test and benchmark Helsinki-Qt. Everything lives in a local virtual environment.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

# Tests and benchmarks never reach the real network: discovery and sockets stay on loopback.
LOOPBACK := HELSINKI_INTERFACES=127.0.0.1

TS := $(wildcard resources/translations/*.ts)
QM := $(TS:.ts=.qm)

.PHONY: venv translations run test lint typecheck pytest bench clean

venv: $(STAMP)

# -qq: errors only (an editable install's notes on how it works are not for every `make`)
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -qq --upgrade pip
	$(BIN)/python -m pip install -qq -e '.[test]'
	touch $(STAMP)

translations: $(QM)

# the .qm files are committed (a plain `pip install .` ships them); remake them after editing a .ts
resources/translations/%.qm: resources/translations/%.ts | $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

run: venv translations
	$(BIN)/helsinki-qt

lint: venv
	$(BIN)/ruff check .

typecheck: venv
	$(BIN)/mypy

pytest: venv translations
	$(LOOPBACK) QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

test: lint typecheck pytest

bench: venv translations
	$(LOOPBACK) QT_QPA_PLATFORM=offscreen $(BIN)/python -m bench

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
