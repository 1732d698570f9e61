from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from openkoi.config import Paths
from openkoi.memory.store import Store


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    home = tmp_path / "home"
    return Paths(home=home, config_file=home / "config.toml", data=tmp_path / "data")


@pytest.fixture
def store(paths: Paths) -> Iterator[Store]:
    s = Store.open(paths)
    yield s
    s.close()
