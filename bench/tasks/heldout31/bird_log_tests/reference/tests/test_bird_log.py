from datetime import date

import pytest

from bird_log import BirdLog


def d(month, day, year=2024):
    return date(year, month, day)


def make_log():
    return BirdLog([
        (d(3, 2), "Blue Tit", 3, "Park"),
        (d(3, 2), "robin", 1, "Garden"),
        (d(3, 5), "  ROBIN ", 2, " Park "),
        (d(3, 5), "robin", 2, "Garden"),
        (d(3, 9), "robin", 3, "Canal"),
        (d(1, 20), "heron", 1, "Canal"),
        (d(12, 30, 2023), "wren", 1, "Garden"),
        (d(2, 1, 2025), "kingfisher", 1, "Canal"),
    ])


def test_total():
    log = make_log()
    assert log.total("robin") == 8
    assert log.total("  Robin") == 8
    assert log.total("BLUE TIT") == 3
    assert log.total("heron") == 1
    assert log.total("osprey") == 0


def test_species_names_normalised():
    log = BirdLog([(d(5, 1), "  Great Tit ", 2, "Wood")])
    assert log.species_list() == ["great tit"]
    assert log.total("great tit") == 2
    assert log.total("GREAT TIT") == 2


@pytest.mark.parametrize("blank", ["", "   ", "\t\n"])
def test_blank_species_and_site(blank):
    with pytest.raises(ValueError):
        BirdLog([(d(1, 1), blank, 1, "Park")])
    with pytest.raises(ValueError):
        BirdLog([(d(1, 1), "robin", 1, blank)])
    log = BirdLog([])
    with pytest.raises(ValueError):
        log.add(d(1, 1), blank, 1, "Park")
    assert log.species_list() == []


@pytest.mark.parametrize("day", ["2024-03-02", None, 20240302, (2024, 3, 2)])
def test_day_must_be_a_date(day):
    with pytest.raises(TypeError):
        BirdLog([(day, "robin", 1, "Park")])
    with pytest.raises(TypeError):
        BirdLog([]).add(day, "robin", 1, "Park")


@pytest.mark.parametrize("count", [True, False, 1.0, "2", None])
def test_count_must_be_an_int(count):
    with pytest.raises(TypeError):
        BirdLog([(d(1, 1), "robin", count, "Park")])


@pytest.mark.parametrize("count", [0, -1, -10])
def test_count_must_be_positive(count):
    with pytest.raises(ValueError):
        BirdLog([(d(1, 1), "robin", count, "Park")])
    log = BirdLog([])
    with pytest.raises(ValueError):
        log.add(d(1, 1), "robin", count, "Park")
    assert log.total("robin") == 0


def test_add():
    log = make_log()
    log.add(d(4, 1), "Heron", 4, "Canal")
    assert log.total("heron") == 5
    assert BirdLog([]).species_list() == []


def test_species_list():
    log = make_log()
    assert log.species_list() == ["blue tit", "heron", "kingfisher", "robin", "wren"]
    assert log.species_list(2024) == ["blue tit", "heron", "robin"]
    assert log.species_list(2023) == ["wren"]
    assert log.species_list(2025) == ["kingfisher"]
    assert log.species_list(1999) == []


def test_species_list_sorted_not_insertion_order():
    log = BirdLog([(d(1, 1), "wren", 1, "A"), (d(1, 2), "blackbird", 1, "A"),
                   (d(1, 3), "wren", 1, "A"), (d(1, 4), "magpie", 1, "A")])
    assert log.species_list() == ["blackbird", "magpie", "wren"]


def test_first_seen():
    log = make_log()
    assert log.first_seen("robin") == d(3, 2)
    assert log.first_seen(" Blue tit") == d(3, 2)
    log.add(d(1, 1), "robin", 1, "Park")
    assert log.first_seen("robin") == d(1, 1)
    with pytest.raises(KeyError):
        log.first_seen("osprey")


def test_best_site():
    log = make_log()
    # all birds: Park 3 + 2 = 5, Garden 1 + 2 + 1 = 4, Canal 3 + 1 + 1 = 5 -> tie, A-Z
    assert log.best_site() == "Canal"
    # robins: Garden 1 + 2 = 3 (two sightings), Canal 3 (one), Park 2 -> tie, A-Z
    assert log.best_site("robin") == "Canal"
    assert log.best_site("Blue Tit") == "Park"
    assert log.best_site("wren") == "Garden"
    assert log.best_site("osprey") is None
    assert BirdLog([]).best_site() is None


def test_best_site_counts_birds_not_sightings():
    log = BirdLog([(d(1, 1), "starling", 1, "Roof"), (d(1, 2), "starling", 1, "Roof"),
                   (d(1, 3), "starling", 500, "Pier")])
    assert log.best_site() == "Pier"
    assert log.best_site("starling") == "Pier"


def test_best_site_tie_goes_to_first_alphabetically():
    log = BirdLog([(d(1, 1), "gull", 4, "Zoo"), (d(1, 1), "gull", 4, "Beach"),
                   (d(1, 1), "gull", 4, "Marsh")])
    assert log.best_site() == "Beach"
    assert log.best_site("gull") == "Beach"


def test_peak_day():
    log = make_log()
    # robins: 2 Mar 1, 5 Mar 2 + 2 = 4 over two sites, 9 Mar 3
    assert log.peak_day("robin") == (d(3, 5), 4)
    assert log.peak_day("ROBIN ") == (d(3, 5), 4)
    assert log.peak_day("heron") == (d(1, 20), 1)
    with pytest.raises(KeyError):
        log.peak_day("osprey")


def test_peak_day_tie_goes_to_earliest():
    log = BirdLog([(d(6, 9), "swift", 5, "Tower"), (d(6, 1), "swift", 5, "Tower"),
                   (d(6, 5), "swift", 2, "Tower")])
    assert log.peak_day("swift") == (d(6, 1), 5)
