# Arena — `make run` plays, `make test` runs the whole suite. Both create and reuse .venv.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint typecheck unit soak bench clean venv

$(STAMP): pyproject.toml requirements.lock
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r requirements.lock
	$(PY) -m pip install -q --no-deps --no-build-isolation -e .
	touch $(STAMP)

venv: $(STAMP)

run: $(STAMP)
	$(VENV)/bin/arena play krosmaster --scenario tutorial-1 --vs random

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests
	$(VENV)/bin/ruff format --check src tests

typecheck: $(STAMP)
	$(VENV)/bin/mypy

unit: $(STAMP)
	$(VENV)/bin/pytest -n 2

test: lint typecheck unit

soak: $(STAMP)
	$(VENV)/bin/pytest -m slow -n 2

bench: $(STAMP)
	$(VENV)/bin/arena bench krosmaster

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
