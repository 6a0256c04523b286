# Set-up, run, test and benchmark Helsinki-Qt. Everything lives in a local virtual environment.
# The interpreter of .venv: the system's own Python 3.11 or newer, where it can make virtual
# environments and compile extensions (a distribution's build is optimised: everything in the
# game runs faster on it than on a Python built from source with the default options), else
# python3. `make PYTHON=...` chooses another.
FIT := import ensurepip, os, sys, sysconfig; \
	sys.exit(sys.version_info < (3, 11) or not os.path.exists(sysconfig.get_path("include") + "/Python.h"))
SYSTEM_PYTHON := $(shell /usr/bin/python3 -c '$(FIT)' 2>/dev/null && echo /usr/bin/python3)
PYTHON ?= $(or $(SYSTEM_PYTHON),python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

# Tests and benchmarks never reach the real network: discovery and sockets stay on loopback.
LOOPBACK := HELSINKI_INTERFACES=127.0.0.1

TS := $(wildcard resources/translations/*.ts)
QM := $(TS:.ts=.qm)

# The lockstep core compiled with mypyc (net/lockstep/compiled.py), again after a module changed;
# where it cannot be compiled (no C compiler), or until then, the same modules run as Python.
CORE := build/core/.attempted

.PHONY: venv core translations run test lint typecheck pytest bench bench-full screenshots clean

venv: $(STAMP)

core: $(CORE)

$(CORE): $(STAMP) $(wildcard net/lockstep/*.py)
	$(BIN)/python -c 'from net.lockstep.compiled import main; main()'
	touch $@

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

run: venv core translations
	$(BIN)/helsinki-qt

lint: venv
	$(BIN)/ruff check .

typecheck: venv
	$(BIN)/mypy

pytest: venv core translations
	$(LOOPBACK) QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

test: lint typecheck pytest

# every figure but the experts' matches and the lossy-network games (minutes); bench-full adds
# them (a few hours)
bench: venv core translations
	$(LOOPBACK) QT_QPA_PLATFORM=offscreen $(BIN)/python -m bench

bench-full: venv core translations
	$(LOOPBACK) QT_QPA_PLATFORM=offscreen $(BIN)/python -m bench --full

# the README's pictures, at the size of the window on a 1366 x 768 screen (two windows on loopback
# play the online one)
SCREENS := start lobby room table end replay
screenshots: venv core translations
	for screen in $(SCREENS); do QT_QPA_PLATFORM=offscreen $(LOOPBACK) $(BIN)/helsinki-qt \
		screenshot --screen $$screen --out docs/screenshots/$$screen-en.png || exit 1; done
	QT_QPA_PLATFORM=offscreen $(LOOPBACK) $(BIN)/helsinki-qt screenshot --screen start --lang fr \
		--out docs/screenshots/start-fr.png
	QT_QPA_PLATFORM=offscreen $(LOOPBACK) $(BIN)/helsinki-qt screenshot --game copenhagen --move 50 \
		--out docs/screenshots/copenhagen-table-en.png
	$(LOOPBACK) QT_QPA_PLATFORM=offscreen HELSINKI_SHOTS=1 $(BIN)/python -m pytest -q -p no:randomly \
		tests/test_online_screenshots.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
