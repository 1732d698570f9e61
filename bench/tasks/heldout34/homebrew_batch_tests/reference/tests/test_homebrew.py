import pytest

from homebrew import Batch, BrewError


def finished_batch():
    batch = Batch("Best Bitter", 1046, 23)
    for day, gravity in [(3, 1020), (7, 1012), (10, 1011), (12, 1011), (14, 1011)]:
        batch.add_reading(day, gravity)
    return batch


def test_new_batch():
    batch = Batch("  Best Bitter ", 1046, 23)
    assert batch.name == "Best Bitter"
    assert batch.original_gravity == 1046
    assert batch.litres == 23
    assert batch.readings == []
    assert batch.bottled is False
    assert batch.current_gravity() == 1046
    assert batch.abv() == 0.0
    assert batch.attenuation() == 0
    assert batch.is_finished() is False


@pytest.mark.parametrize("args", [("", 1046, 23), ("   ", 1046, 23), ("Stout", 1019, 23),
                                  ("Stout", 1131, 23), ("Stout", 1050, 0),
                                  ("Stout", 1050, -5)])
def test_bad_batches(args):
    with pytest.raises(ValueError):
        Batch(*args)


def test_gravity_range_ends_allowed():
    assert Batch("Light", 1020, 10).original_gravity == 1020
    assert Batch("Barley wine", 1130, 10).original_gravity == 1130
    assert Batch("Tiny", 1050, 0.5).litres == 0.5


def test_readings():
    batch = Batch("IPA", 1062, 19.5)
    batch.add_reading(0, 1062)
    batch.add_reading(5, 1030)
    assert batch.readings == [(0, 1062), (5, 1030)]
    assert batch.current_gravity() == 1030
    batch.add_reading(9, 990)
    assert batch.current_gravity() == 990


def test_reading_days_must_go_up():
    batch = Batch("IPA", 1062, 19.5)
    batch.add_reading(5, 1030)
    with pytest.raises(ValueError):
        batch.add_reading(5, 1025)
    with pytest.raises(ValueError):
        batch.add_reading(4, 1025)
    assert batch.readings == [(5, 1030)]
    with pytest.raises(ValueError):
        Batch("Mild", 1040, 20).add_reading(-1, 1030)


@pytest.mark.parametrize("gravity", [1063, 1100, 989, 950])
def test_reading_gravity_out_of_range(gravity):
    batch = Batch("IPA", 1062, 19.5)
    with pytest.raises(ValueError):
        batch.add_reading(3, gravity)
    assert batch.readings == []


def test_abv_and_attenuation():
    batch = Batch("IPA", 1062, 19.5)
    batch.add_reading(5, 1030)
    assert batch.abv() == 4.2
    assert batch.attenuation() == 52
    batch.add_reading(8, 1013)
    assert batch.abv() == 6.4
    assert batch.attenuation() == 79
    lager = Batch("Lager", 1048, 20)
    lager.add_reading(10, 1009)
    assert lager.abv() == 5.1
    assert lager.attenuation() == 81


def test_is_finished():
    batch = Batch("Mild", 1036, 20)
    batch.add_reading(2, 1020)
    batch.add_reading(4, 1010)
    batch.add_reading(6, 1010)
    assert batch.is_finished() is False
    batch.add_reading(8, 1010)
    assert batch.is_finished() is True
    batch.add_reading(10, 1009)
    assert batch.is_finished() is False
    other = Batch("Porter", 1050, 20)
    for day in (1, 2, 3):
        other.add_reading(day, 1030)
    other.add_reading(6, 1015)
    other.add_reading(8, 1012)
    assert other.is_finished() is False


def test_bottle():
    batch = finished_batch()
    assert batch.bottle() == {"bottles": 46, "sugar_g": 138}
    assert batch.bottled is True
    ipa = Batch("IPA", 1062, 19.7)
    for day in (10, 12, 14):
        ipa.add_reading(day, 1012)
    assert ipa.bottle(sugar_per_litre=7.5) == {"bottles": 39, "sugar_g": 148}


def test_cannot_bottle_while_fermenting():
    batch = Batch("Mild", 1036, 20)
    batch.add_reading(2, 1010)
    batch.add_reading(4, 1010)
    with pytest.raises(BrewError):
        batch.bottle()
    assert batch.bottled is False


def test_nothing_after_bottling():
    batch = finished_batch()
    batch.bottle()
    with pytest.raises(BrewError):
        batch.bottle()
    with pytest.raises(BrewError):
        batch.add_reading(20, 1010)
    assert batch.readings[-1] == (14, 1011)


def test_summary():
    batch = finished_batch()
    assert batch.summary() == "Best Bitter: 1.046 -> 1.011, 4.6% ABV, 76% attenuation"
    fresh = Batch("Stout", 1050, 20)
    assert fresh.summary() == "Stout: 1.050 -> 1.050, 0.0% ABV, 0% attenuation"
