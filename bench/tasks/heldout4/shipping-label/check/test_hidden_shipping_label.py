from labels import format_label


def test_example():
    assert format_label("Ana Lima", "12 Rua Nova", "Porto", "4000-123", "Portugal") == (
        "Ana Lima\n12 Rua Nova\n4000-123 Porto\nPORTUGAL")


def test_postcode_in_capitals_city_as_given():
    assert format_label("Tom Reed", "221B Baker Street", "London", "nw1 6xe", "United Kingdom") == (
        "Tom Reed\n221B Baker Street\nNW1 6XE London\nUNITED KINGDOM")


def test_no_country():
    assert format_label("Tom Reed", "221B Baker Street", "London", "NW1 6XE") == (
        "Tom Reed\n221B Baker Street\nNW1 6XE London")
    assert format_label("Tom Reed", "221B Baker Street", "London", "NW1 6XE", "") == (
        "Tom Reed\n221B Baker Street\nNW1 6XE London")


def test_stray_spaces_are_stripped():
    assert format_label("  Ana Lima ", " 12 Rua Nova", " Porto ", " 4000-123 ", " portugal ") == (
        "Ana Lima\n12 Rua Nova\n4000-123 Porto\nPORTUGAL")
