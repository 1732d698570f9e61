"""Playlists of tracks."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Track:
    title: str
    artist: str
    seconds: int

    def length(self):
        """'m:ss'"""
        return f"{self.seconds // 60}:{self.seconds % 60:02d}"


class Playlist:
    def __init__(self, name, tracks=None):
        self.name = name
        self._tracks = list(tracks or [])

    def __len__(self):
        return len(self._tracks)

    def __iter__(self):
        return iter(self._tracks)

    def __repr__(self):
        return f"Playlist({self.name!r}, {len(self._tracks)} tracks)"

    def add(self, track):
        self._tracks.append(track)

    def remove(self, title):
        """Remove the first track with this title; KeyError if there is none."""
        for i, track in enumerate(self._tracks):
            if track.title == title:
                del self._tracks[i]
                return track
        raise KeyError(title)

    def titles(self):
        return [t.title for t in self._tracks]

    def total_seconds(self):
        return sum(t.seconds for t in self._tracks)

    def by_artist(self, artist):
        return [t for t in self._tracks if t.artist == artist]

    def split_into_sides(self, max_seconds):
        """Split into cassette sides of at most max_seconds each, keeping the track order."""
        if max_seconds <= 0:
            raise ValueError("max_seconds must be positive")
        groups = []
        used = 0
        for track in self._tracks:
            if not groups or used + track.seconds > max_seconds:
                groups.append([])
                used = 0
            groups[-1].append(track)
            used += track.seconds
        return [Playlist(f"{self.name} - Side {chr(ord('A') + i)}", group) for i, group in enumerate(groups)]
