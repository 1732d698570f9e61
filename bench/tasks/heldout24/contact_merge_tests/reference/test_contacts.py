import copy

import pytest

from contacts import merge_contacts


def c(name, email, phones=()):
    return {"name": name, "email": email, "phones": list(phones)}


def test_docstring_example():
    result = merge_contacts([
        c("", "Ann@Example.com ", ["0123 456"]),
        c("Bob", "bob@example.com"),
        c(" Ann Lee", "ann@example.com", ["0123-456", "999"]),
    ])
    assert result == [
        c("Ann Lee", "ann@example.com", ["0123 456", "999"]),
        c("Bob", "bob@example.com"),
    ]


def test_empty_list():
    assert merge_contacts([]) == []


def test_distinct_contacts_kept_in_order():
    people = [c("Zoe", "zoe@x.org"), c("Adam", "adam@x.org"), c("Mia", "mia@x.org")]
    assert merge_contacts(people) == people


def test_email_match_ignores_case_and_spaces():
    result = merge_contacts([c("Ann", "ANN@x.org"), c("", "  ann@X.org  ")])
    assert result == [c("Ann", "ann@x.org")]


def test_merged_email_is_stripped_lower_case():
    assert merge_contacts([c("Ann", " Ann@X.Org ")]) == [c("Ann", "ann@x.org")]


def test_person_sits_at_first_appearance():
    result = merge_contacts([
        c("Zed", "zed@x.org"),
        c("Amy", "amy@x.org"),
        c("Zed Z", "zed@x.org"),
        c("Bea", "bea@x.org"),
    ])
    assert [p["email"] for p in result] == ["zed@x.org", "amy@x.org", "bea@x.org"]
    assert result[0]["name"] == "Zed"


def test_first_non_empty_name_wins_and_is_stripped():
    result = merge_contacts([
        c("   ", "ann@x.org"),
        c("", "ann@x.org"),
        c("  Ann Lee ", "ann@x.org"),
        c("Annie", "ann@x.org"),
    ])
    assert result == [c("Ann Lee", "ann@x.org")]


def test_all_names_empty():
    assert merge_contacts([c(" ", "a@x.org"), c("", "a@x.org")]) == [c("", "a@x.org")]


def test_phones_merged_in_order_without_duplicate_digits():
    result = merge_contacts([
        c("Ann", "ann@x.org", ["020 7946 0018", "07700 900123"]),
        c("Ann", "ann@x.org", ["(020) 7946-0018", "555", "07700900123"]),
    ])
    assert result[0]["phones"] == ["020 7946 0018", "07700 900123", "555"]


def test_duplicate_phones_within_one_contact():
    result = merge_contacts([c("Ann", "ann@x.org", ["555-1234", "555 1234", "5551234"])])
    assert result[0]["phones"] == ["555-1234"]


def test_different_numbers_both_kept():
    result = merge_contacts([c("Ann", "ann@x.org", ["555 1234", "555 1235"])])
    assert result[0]["phones"] == ["555 1234", "555 1235"]


def test_empty_email_never_merged():
    result = merge_contacts([
        c("Ann", "", ["1"]),
        c("Bob", "  ", ["2"]),
        c("Cy", "cy@x.org"),
        c("", "", ["3"]),
    ])
    assert result == [
        c("Ann", "", ["1"]),
        c("Bob", "", ["2"]),
        c("Cy", "cy@x.org"),
        c("", "", ["3"]),
    ]


def test_input_not_changed():
    people = [
        c("", "Ann@x.org", ["1 2", "12"]),
        c("Ann", "ann@x.org", ["3"]),
        c(" Bob ", " bob@x.org ", ["4"]),
    ]
    saved = copy.deepcopy(people)
    result = merge_contacts(people)
    assert people == saved
    result[0]["phones"].append("99")
    result[0]["name"] = "changed"
    assert people == saved


def test_result_is_a_new_list():
    people = [c("Ann", "ann@x.org")]
    result = merge_contacts(people)
    assert result is not people
    assert result[0] is not people[0]


@pytest.mark.parametrize("field", ["name", "email", "phones"])
def test_missing_key(field):
    contact = c("Ann", "ann@x.org", ["1"])
    del contact[field]
    with pytest.raises(ValueError):
        merge_contacts([c("Bob", "bob@x.org"), contact])
