"""My birdwatching notebook: what I saw, how many, where and when.

Each sighting is a (day, species, count, site) record:

- day is a datetime.date (anything else is a TypeError);
- species is a str; case and the spaces around it do not matter, and it is
  stored in lower case ("  Blue Tit " is "blue tit"). A blank species is a
  ValueError;
- count is the number of birds, an int of 1 or more. bool is not accepted
  (TypeError, like any other non-int); 0 or less is a ValueError;
- site is where I saw them, a str with the spaces around it removed; a
  blank site is a ValueError. Sites keep their case.
"""

from datetime import date


def _species(value):
    name = value.strip().lower()
    if not name:
        raise ValueError("species must not be blank")
    return name


class BirdLog:
    """All sightings, from a list of (day, species, count, site) records."""

    def __init__(self, records):
        self._sightings = []
        for day, species, count, site in records:
            self.add(day, species, count, site)

    def add(self, day, species, count, site):
        """Record one more sighting (checked as described at the top)."""
        if not isinstance(day, date):
            raise TypeError(f"day must be a datetime.date, not {day!r}")
        name = _species(species)
        if isinstance(count, bool) or not isinstance(count, int):
            raise TypeError(f"count must be an int, not {count!r}")
        if count < 1:
            raise ValueError("count must be at least 1")
        place = site.strip()
        if not place:
            raise ValueError("site must not be blank")
        self._sightings.append((day, name, count, place))

    def total(self, species):
        """How many birds of this species I have counted in all; 0 if none."""
        name = _species(species)
        return sum(count for _day, sp, count, _site in self._sightings if sp == name)

    def species_list(self, year=None):
        """Every species seen (in `year` only, if given), sorted A-Z, each once."""
        return sorted({sp for day, sp, _count, _site in self._sightings
                       if year is None or day.year == year})

    def first_seen(self, species):
        """The earliest day this species was seen; KeyError if it never was."""
        name = _species(species)
        days = [day for day, sp, _count, _site in self._sightings if sp == name]
        if not days:
            raise KeyError(species)
        return min(days)

    def best_site(self, species=None):
        """The site with the most birds counted (of one species, if given).

        Ties go to the site that comes first alphabetically. None when there
        is nothing to count.
        """
        name = None if species is None else _species(species)
        totals = {}
        for _day, sp, count, site in self._sightings:
            if name is None or sp == name:
                totals[site] = totals.get(site, 0) + count
        if not totals:
            return None
        return min(totals, key=lambda site: (-totals[site], site))

    def peak_day(self, species):
        """(day, birds) for the day with the most birds of this species,
        adding up all sites on that day. Ties go to the earliest day.
        KeyError if the species was never seen."""
        name = _species(species)
        per_day = {}
        for day, sp, count, _site in self._sightings:
            if sp == name:
                per_day[day] = per_day.get(day, 0) + count
        if not per_day:
            raise KeyError(species)
        best = min(per_day, key=lambda day: (-per_day[day], day))
        return best, per_day[best]
