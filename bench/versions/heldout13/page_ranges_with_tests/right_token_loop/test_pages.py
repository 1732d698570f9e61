"""Tests for pages.py"""
import pytest

import pages


class TestParse:
    def test_simple(self):
        assert pages.parse_pages("1-3,5", 10) == [1, 2, 3, 5]

    def test_open_end(self):
        assert pages.parse_pages("8-", 10) == [8, 9, 10]

    def test_open_start(self):
        assert pages.parse_pages("-3", 10) == [1, 2, 3]

    def test_blank(self):
        assert pages.parse_pages("", 4) == [1, 2, 3, 4]
        assert pages.parse_pages("   ", 4) == [1, 2, 3, 4]

    def test_unsorted_dupes(self):
        assert pages.parse_pages("6, 2-4, 3", 10) == [2, 3, 4, 6]

    @pytest.mark.parametrize("spec", ["0", "11", "5-3", "8-12", "x", "1-2-3"])
    def test_errors(self, spec):
        with pytest.raises(ValueError):
            pages.parse_pages(spec, 10)


class TestFormat:
    @pytest.mark.parametrize("given,expected", [
        ([1, 2, 3, 5, 7, 8], "1-3,5,7-8"),
        ([8, 1, 3, 2, 7, 5, 5], "1-3,5,7-8"),
        ([], ""),
        ([1], "1"),
        ([1, 3], "1,3"),
        ([4, 5], "4-5"),
    ])
    def test_format(self, given, expected):
        assert pages.format_pages(given) == expected
