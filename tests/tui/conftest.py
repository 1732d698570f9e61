from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from openkoi.config import Paths
from openkoi.memory.store import Store


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    home = tmp_path / "home"
    home.mkdir()
    return Paths(home=home, config_file=home / "config.toml", data=home / "data")


@pytest.fixture
def store(paths: Paths) -> Iterator[Store]:
    """The test's own connection: it plays the process that runs the tasks."""
    s = Store.open(paths)
    yield s
    s.close()


@pytest.fixture
def app_store(paths: Paths, store: Store) -> Iterator[Store]:
    """The dashboard's connection, separate from the writer's, like another process."""
    s = Store.open(paths)
    yield s
    s.close()
