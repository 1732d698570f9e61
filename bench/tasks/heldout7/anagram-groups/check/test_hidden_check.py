from anagrams import group_anagrams


def test_example():
    assert group_anagrams(["listen", "Google", "silent", "enlist", "banana"]) == [
        ["listen", "silent", "enlist"], ["Google"], ["banana"]]


def test_case_is_ignored_and_original_spelling_kept():
    assert group_anagrams(["Tea", "eat", "ATE", "tan", "Nat"]) == [
        ["Tea", "eat", "ATE"], ["tan", "Nat"]]


def test_letter_counts_matter():
    assert group_anagrams(["aab", "abb", "bab", "aba"]) == [["aab", "aba"], ["abb", "bab"]]


def test_group_order_follows_first_appearance():
    assert group_anagrams(["zoo", "cab", "abc", "ooz", "bac"]) == [
        ["zoo", "ooz"], ["cab", "abc", "bac"]]


def test_empty_input():
    assert group_anagrams([]) == []


def test_single_word():
    assert group_anagrams(["stop"]) == [["stop"]]
