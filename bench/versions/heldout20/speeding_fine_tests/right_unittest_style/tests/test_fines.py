import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from fines import speeding_fine  # noqa: E402


class BandTests(unittest.TestCase):
    LIMIT = 100

    def check(self, over, expected, school_zone=False):
        with self.subTest(over=over, school_zone=school_zone):
            self.assertEqual(speeding_fine(self.LIMIT + over, self.LIMIT, school_zone), expected)

    def test_edges(self):
        for over, expected in [(-20, 0), (0, 0), (1, 100), (10, 100), (11, 250), (20, 250),
                               (21, 500), (30, 500), (31, 1000), (90, 1000)]:
            self.check(over, expected)

    def test_school_zone(self):
        for over, expected in [(0, 0), (-5, 0), (1, 200), (10, 200), (11, 500), (20, 500),
                               (21, 1000), (30, 1000), (31, 2000)]:
            self.check(over, expected, school_zone=True)


class ErrorTests(unittest.TestCase):
    def test_negative_speed(self):
        self.assertRaises(ValueError, speeding_fine, -1, 30)

    def test_non_positive_limit(self):
        for limit in (0, -1):
            with self.subTest(limit=limit):
                self.assertRaises(ValueError, speeding_fine, 30, limit)


if __name__ == "__main__":
    unittest.main()
