import copy
import importlib
import sys

import pytest

sys.path.insert(0, ".")
busy = importlib.import_module("busy")
merge_busy = busy.merge_busy


def test_unsorted_overlaps_merge():
    blocks = [("13:00", "14:00"), ("09:00", "10:00"), ("09:30", "13:30")]
    assert merge_busy(blocks) == [("09:00", "14:00")]


def test_back_to_back_merge():
    assert merge_busy([("10:00", "11:00"), ("11:00", "12:00")]) == [("10:00", "12:00")]
    assert merge_busy([("11:00", "12:00"), ("10:00", "11:00")]) == [("10:00", "12:00")]


def test_separate_blocks_sorted():
    blocks = [("15:00", "16:00"), ("08:05", "09:00"), ("11:00", "11:30")]
    assert merge_busy(blocks) == [("08:05", "09:00"), ("11:00", "11:30"), ("15:00", "16:00")]


def test_contained_block():
    assert merge_busy([("09:00", "17:00"), ("10:00", "11:00")]) == [("09:00", "17:00")]
    assert merge_busy([("10:00", "11:00"), ("09:00", "17:00")]) == [("09:00", "17:00")]


def test_zero_length_dropped():
    blocks = [("09:00", "10:00"), ("15:00", "15:00")]
    assert merge_busy(blocks) == [("09:00", "10:00")]
    assert merge_busy([("12:00", "12:00")]) == []


def test_empty():
    assert merge_busy([]) == []


def test_output_types_and_padding():
    out = merge_busy([("7:05", "8:00")])
    assert out == [("07:05", "08:00")]
    assert all(isinstance(b, tuple) for b in out)


def test_end_before_start_raises():
    with pytest.raises(ValueError):
        merge_busy([("09:00", "10:00"), ("14:00", "13:00")])


def test_input_not_modified():
    blocks = [("13:00", "14:00"), ("09:00", "10:00"), ("09:30", "13:30"), ("16:00", "16:00")]
    before = copy.deepcopy(blocks)
    merge_busy(blocks)
    assert blocks == before


def test_chain_of_many():
    blocks = [("10:00", "10:30"), ("08:00", "09:00"), ("10:30", "11:00"), ("09:00", "09:15"),
              ("12:00", "13:00"), ("12:30", "12:45")]
    assert merge_busy(blocks) == [("08:00", "09:15"), ("10:00", "11:00"), ("12:00", "13:00")]
