import unittest

import pytest

import batching


class ChunkedTests(unittest.TestCase):
    def test_last_chunk_can_be_short(self):
        self.assertEqual(batching.chunked([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]])

    def test_string(self):
        self.assertEqual(batching.chunked("abcdef", 3), [list("abc"), list("def")])

    def test_generator(self):
        self.assertEqual(batching.chunked((i for i in range(3)), 2), [[0, 1], [2]])

    def test_empty(self):
        self.assertEqual(batching.chunked([], 4), [])

    def test_invalid_size(self):
        for bad in (0, -5):
            with self.assertRaises(ValueError):
                batching.chunked([1], bad)


class WindowsTests(unittest.TestCase):
    def test_sliding(self):
        self.assertEqual(batching.windows("abcde", 3), [tuple("abc"), tuple("bcd"), tuple("cde")])

    def test_step_drops_partial_window(self):
        self.assertEqual(batching.windows([1, 2, 3, 4, 5], 2, step=2), [(1, 2), (3, 4)])

    def test_generator(self):
        self.assertEqual(batching.windows((i for i in range(5)), 3, step=2), [(0, 1, 2), (2, 3, 4)])

    def test_not_enough_items(self):
        self.assertEqual(batching.windows([1], 2), [])
        self.assertEqual(batching.windows([], 2), [])

    def test_invalid(self):
        with self.assertRaises(ValueError):
            batching.windows([1, 2], 0)
        with self.assertRaises(ValueError):
            batching.windows([1, 2], 1, step=0)


@pytest.mark.parametrize("n", range(0, 12))
def test_chunks_rebuild_input(n):
    data = list(range(n))
    assert [x for c in batching.chunked(data, 4) for x in c] == data
