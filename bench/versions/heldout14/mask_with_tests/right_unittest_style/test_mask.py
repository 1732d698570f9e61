import unittest

from mask import mask_card, mask_email


class MaskEmailTests(unittest.TestCase):
    def test_examples(self):
        self.assertEqual(mask_email("jonathan@example.com"), "j******n@example.com")
        self.assertEqual(mask_email("al@x.org"), "**@x.org")
        self.assertEqual(mask_email("q@x.org"), "*@x.org")
        self.assertEqual(mask_email("tom@a.b"), "t*m@a.b")

    def test_invalid(self):
        for bad in ("no-at-sign", "two@at@signs.com", "@x.org", "x@", ""):
            with self.subTest(bad=bad):
                with self.assertRaises(ValueError):
                    mask_email(bad)


class MaskCardTests(unittest.TestCase):
    def test_examples(self):
        self.assertEqual(mask_card("4111 1111 1111 1234"), "**** **** **** 1234")
        self.assertEqual(mask_card("4111-1111-1111-12-34"), "****-****-****-12-34")
        self.assertEqual(mask_card("5555444433332222"), "************2222")
        self.assertEqual(mask_card("1234"), "1234")

    def test_invalid(self):
        for bad in ("123", "12-3", "4111 1111 1111 abcd", "4111_1111_1111_1234"):
            with self.subTest(bad=bad):
                with self.assertRaises(ValueError):
                    mask_card(bad)


if __name__ == "__main__":
    unittest.main()
