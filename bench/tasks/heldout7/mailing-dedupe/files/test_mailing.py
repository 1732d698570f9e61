from mailing import count_by_domain, unique_recipients


def test_exact_duplicates_removed():
    assert unique_recipients(["a@x.org", "b@x.org", "a@x.org"]) == ["a@x.org", "b@x.org"]


def test_case_and_whitespace_ignored():
    got = unique_recipients(["Ann@Example.com", " ann@example.com", "ANN@EXAMPLE.COM "])
    assert got == ["Ann@Example.com"]


def test_blank_entries_dropped():
    assert unique_recipients(["", "  ", "bob@site.net"]) == ["bob@site.net"]


def test_count_by_domain():
    addresses = ["Ann@example.com", "ann@example.com", "bob@example.com", "cy@other.org"]
    assert count_by_domain(addresses) == {"example.com": 2, "other.org": 1}
