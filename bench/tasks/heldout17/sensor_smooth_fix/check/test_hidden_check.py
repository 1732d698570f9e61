import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, os.getcwd())

import pytest

from smooth import moving_average, spikes

ORIGINAL_TESTS = 'import pytest\n\nfrom smooth import moving_average, spikes\n\n\ndef test_window_two():\n    assert moving_average([1, 2, 3, 4], 2) == [None, 1.5, 2.5, 3.5]\n\n\ndef test_window_one_is_identity():\n    assert moving_average([5.0, 7.0, 9.0], 1) == [5.0, 7.0, 9.0]\n\n\ndef test_window_zero_rejected():\n    with pytest.raises(ValueError):\n        moving_average([1, 2, 3], 0)\n\n\ndef test_empty():\n    assert moving_average([], 3) == []\n\n\ndef test_spikes():\n    assert spikes([20.0, 20.5, 25.0, 24.8, 19.0], 2.0) == [2, 4]\n'


def test_test_file_untouched():
    assert Path("test_smooth.py").read_text() == ORIGINAL_TESTS


def test_existing_test_file_passes():
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "test_smooth.py"], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr


def test_window_three():
    assert moving_average([2, 4, 6, 8, 10], 3) == [None, None, 4.0, 6.0, 8.0]


def test_exact_mean_not_rounded():
    out = moving_average([1, 0, 0, 2], 3)
    assert out[:2] == [None, None]
    assert out[2] == pytest.approx(1 / 3, rel=1e-12)
    assert out[3] == pytest.approx(2 / 3, rel=1e-12)


def test_window_equal_to_length():
    assert moving_average([3, 5, 10], 3) == [None, None, 6.0]


@pytest.mark.parametrize("values,window", [([1, 2], 3), ([1, 2, 3], 10), ([7.5], 2), ([], 1)])
def test_window_longer_than_values(values, window):
    assert moving_average(values, window) == [None] * len(values)


@pytest.mark.parametrize("window", [0, -1, -5])
def test_bad_window(window):
    with pytest.raises(ValueError):
        moving_average([1, 2, 3, 4], window)


def test_input_not_modified():
    data = [4.0, 8.0, 6.0, 2.0]
    copy = list(data)
    assert moving_average(data, 2) == [None, 6.0, 7.0, 4.0]
    assert data == copy


def test_floats_window_four():
    out = moving_average([20.0, 21.0, 22.5, 23.5, 30.0, 18.0], 4)
    assert out[:3] == [None, None, None]
    assert out[3:] == pytest.approx([21.75, 24.25, 23.5], rel=1e-12)


def test_spikes_unchanged():
    assert spikes([20.0, 20.5, 25.0, 24.8, 19.0], 2.0) == [2, 4]
    assert spikes([0, 2, 4, 7], 2) == [3]
    assert spikes([], 1) == []
    assert spikes([5], 1) == []
