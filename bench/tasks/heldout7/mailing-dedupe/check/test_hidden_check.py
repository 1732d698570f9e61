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


def test_first_spelling_kept_and_order_preserved():
    got = unique_recipients([" Zoe@Mail.com", "carl@mail.com", "zoe@mail.com", "Carl@Mail.com",
                             "amy@mail.com", "ZOE@MAIL.COM"])
    assert got == ["Zoe@Mail.com", "carl@mail.com", "amy@mail.com"]


def test_no_duplicates_unchanged():
    got = unique_recipients(["x@a.io", "w@b.io", "v@c.io"])
    assert got == ["x@a.io", "w@b.io", "v@c.io"]


def test_count_by_domain_mixed_case():
    got = count_by_domain(["Tom@Shop.com", "tom@shop.com ", "Ida@SHOP.com", "li@net.de"])
    assert got == {"shop.com": 2, "net.de": 1}


def test_empty_list():
    assert unique_recipients([]) == []
    assert count_by_domain([]) == {}
