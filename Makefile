# Paili — the two commands in README: `make serve` and `make test`. Both set up from nothing.
# Python dependencies are pinned in requirements.lock, npm ones in package-lock.json.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PORT   ?= 8000
export PYTHONPATH := $(CURDIR)
export NO_MKDOCS_2_WARNING := 1

.PHONY: setup site serve test test-engine bench clean practice-seeds

setup: $(VENV)/.installed node_modules/.installed

$(VENV)/.installed: requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.lock
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

site: setup
	$(PY) -m mkdocs build --strict

serve: site
	$(PY) -m widgets.serve --port $(PORT) site

# Every test: engine, build, real Chromium, workflow lint. .ci/find-chromium says what it did.
# Two workers (pytest-xdist; tests/run_order.py says how the tests are shared out, decision 54);
# the 30 slowest tests are listed at the end.
PYTEST_WORKERS ?= 2
test: setup
	. .ci/find-chromium && $(PY) -m pytest -n $(PYTEST_WORKERS) --dist loadgroup --durations=30

test-engine: setup
	$(PY) -m pytest tests/engine

# make bench ARGS="--profiles phone,repeat": only those (tests/bench/run.py says the options).
bench: setup
	. .ci/find-chromium && $(PY) tests/bench/run.py $(ARGS)

# The run of quick seeds practice asks first (widgets/build/practice_seeds.py, decision 60):
# made again after a change to a practice question's builder; minutes of CPU.
practice-seeds: setup
	$(PY) -m widgets.build.practice_seeds

clean:
	rm -rf site .pytest_cache .hypothesis
