import pytest

import sizes


class TestParse:
    def test_plain_bytes(self):
        assert sizes.parse_size("512") == 512
        assert sizes.parse_size("7 B") == 7

    def test_kilobytes(self):
        assert sizes.parse_size("1.5 KB") == 1536
        assert sizes.parse_size("1.5KB") == 1536

    def test_lowercase_megabytes(self):
        assert sizes.parse_size("2mb") == 2097152

    def test_fraction_dropped(self):
        assert sizes.parse_size("0.1 KB") == 102

    def test_big_units(self):
        assert sizes.parse_size("1 GB") == 1073741824
        assert sizes.parse_size("2 TB") == 2 * 1024 ** 4

    @pytest.mark.parametrize("bad", ["-3", "-1 KB", "5 ZB", "hello", "", "KB"])
    def test_errors(self, bad):
        with pytest.raises(ValueError):
            sizes.parse_size(bad)


class TestFormat:
    @pytest.mark.parametrize("n,text", [
        (1023, "1023 B"), (1024, "1.0 KB"), (1536, "1.5 KB"),
        (5 * 1024 ** 3, "5.0 GB"), (3 * 1024 ** 2, "3.0 MB"), (1024 ** 4, "1.0 TB"),
    ])
    def test_examples(self, n, text):
        assert sizes.format_size(n) == text

    def test_negative(self):
        with pytest.raises(ValueError):
            sizes.format_size(-1)
