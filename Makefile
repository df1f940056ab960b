# Arena — `make run` plays, `make test` runs the whole suite. Both create and reuse .venv.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint typecheck unit wheel soak bench clean venv browser services

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
	$(VENV)/bin/ruff check src tests examples setup.py
	$(VENV)/bin/ruff format --check src tests examples setup.py

typecheck: $(STAMP)
	$(VENV)/bin/mypy

# Debian's chromium drives the browser tests (tests/web), with the CJK fonts Chinese pages need
# (fonts-noto-cjk: without them every Chinese character renders as a box); installed when missing.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BROWSER_PKGS := chromium fonts-noto-cjk
browser:
	@missing=$$(for p in $(BROWSER_PKGS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  $(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

# Debian's PostgreSQL serves the storage, durability and two-server tests a second time and Redis
# carries the two-server fan-out (tests/services.py starts each, throw-away, in a temporary
# directory); installed when missing, like chromium.
SERVICE_PKGS := postgresql redis-server
services:
	@missing=$$(for p in $(SERVICE_PKGS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  $(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

# The compiled build: setup.py compiles the hot core modules with mypyc (the pure-Python
# package where no C compiler exists). The whole suite runs against the wheel installed in
# $(COMPILED); the conformance suite runs again against the pure sources (the editable install).
DIST := build/dist
COMPILED := build/compiled
wheel: $(STAMP)
	rm -rf build  # setuptools' build/lib would ship modules since deleted or no longer compiled
	$(PY) -m pip wheel -q --no-deps --no-build-isolation -w $(DIST) .
	$(PY) -m pip install -q --no-deps --target $(COMPILED) $(DIST)/arena-*.whl
	PYTHONPATH=$(COMPILED) $(PY) -m arena.core.build

unit: $(STAMP) browser services wheel
	PYTHONPATH=$(COMPILED) ARENA_BUILD=wheel ARENA_REQUIRE_SERVICES=1 $(VENV)/bin/pytest -n 2
	ARENA_BUILD=source $(VENV)/bin/pytest -n 2 tests/conformance tests/test_build.py

test: lint typecheck unit

soak: $(STAMP)
	$(VENV)/bin/pytest -m slow -n 2

bench: $(STAMP)
	$(VENV)/bin/arena bench krosmaster

clean:
	rm -rf $(VENV) build .pytest_cache .mypy_cache .ruff_cache
