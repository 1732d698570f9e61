from policy import check_password


class TestLength:
    def test_nine_characters_fail(self):
        assert check_password("Qwerty123") == ["length"]

    def test_ten_characters_pass(self):
        assert check_password("Qwerty1234") == []


class TestCharacterClasses:
    def test_upper(self):
        assert check_password("qwerty1234") == ["upper"]

    def test_lower(self):
        assert check_password("QWERTY1234") == ["lower"]

    def test_digit(self):
        assert check_password("QwertyUiop") == ["digit"]

    def test_all_broken_in_order(self):
        assert check_password("") == ["length", "upper", "lower", "digit"]


class TestUsername:
    def test_contains_username_other_case(self):
        assert check_password("My_BOBBY_pass1", "bobby") == ["username"]
        assert check_password("my_bobby_Pass1", "BOBBY") == ["username"]

    def test_same_case(self):
        assert check_password("My_bobby_Pass1", "bobby") == ["username"]

    def test_not_checked_without_username(self):
        assert check_password("My_bobby_Pass1") == []
        assert check_password("My_bobby_Pass1", "") == []
