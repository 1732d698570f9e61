"""Semantic version numbers: MAJOR.MINOR.PATCH with an optional -prerelease tag."""

import re

_PATTERN = re.compile(r"^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$")


class Version:
    def __init__(self, major, minor, patch, prerelease=None):
        if min(major, minor, patch) < 0:
            raise ValueError("version numbers must not be negative")
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease

    @classmethod
    def parse(cls, text):
        match = _PATTERN.match(text.strip())
        if not match:
            raise ValueError(f"not a version: {text!r}")
        major, minor, patch, pre = match.groups()
        return cls(int(major), int(minor), int(patch), pre)

    def bump(self, part):
        if part == "major":
            return Version(self.major + 1, 0, 0, self.prerelease)
        if part == "minor":
            return Version(self.major, self.minor + 1, 0, self.prerelease)
        if part == "patch":
            return Version(self.major, self.minor, self.patch + 1, self.prerelease)
        raise ValueError(part)

    def __str__(self):
        core = f"{self.major}.{self.minor}.{self.patch}"
        return f"{core}-{self.prerelease}" if self.prerelease else core

    def __repr__(self):
        return f"Version.parse({str(self)!r})"

    def _key(self):
        # a pre-release sorts before the release itself
        return (self.major, self.minor, self.patch, self.prerelease is None, self.prerelease or "")

    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self._key() == other._key()

    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self._key() < other._key()

    def __hash__(self):
        return hash(self._key())
