"""Settings from layered JSON files: defaults, then site, then user."""

import copy
import json
from pathlib import Path


def deep_merge(base: dict, override: dict) -> dict:
    """A new dict: ``override`` over ``base``, nested dicts merged, None deleting a key."""
    result = copy.deepcopy(base)
    for key, value in override.items():
        if value is None:
            result.pop(key, None)
        elif isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        else:
            result[key] = copy.deepcopy(value)
    return result


def load_config(paths) -> dict:
    """The JSON objects at ``paths`` merged in order; missing files skipped."""
    config: dict = {}
    for path in map(Path, paths):
        if not path.exists():
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError(f"{path}: the top level is not a JSON object")
        config = deep_merge(config, data)
    return config
