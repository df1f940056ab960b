# Arena — `make run` plays, `make test` runs the whole suite. Both create and reuse .venv.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint typecheck unit soak bench clean venv browser

$(STAMP): pyproject.toml requirements.lock
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r requirements.lock
	$(PY) -m pip install -q --no-deps --no-build-isolation -e .
	touch $(STAMP)

venv: $(STAMP)

run: $(STAMP)
	$(VENV)/bin/arena serve

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests examples
	$(VENV)/bin/ruff format --check src tests examples

typecheck: $(STAMP)
	$(VENV)/bin/mypy

# Debian's chromium drives the browser tests (tests/web); installed here when missing.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
browser:
	command -v chromium >/dev/null || ($(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium)

unit: $(STAMP) browser
	$(VENV)/bin/pytest -n 2

test: lint typecheck unit

soak: $(STAMP)
	$(VENV)/bin/pytest -m slow -n 2

bench: $(STAMP)
	$(VENV)/bin/arena bench krosmaster

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
