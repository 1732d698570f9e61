"""A tiny playlist model."""


class Track:
    def __init__(self, title, seconds):
        if seconds < 0:
            raise ValueError("track length cannot be negative")
        self.title = title
        self.seconds = seconds

    def __repr__(self):
        return f"Track({self.title!r}, {self.seconds})"


class Playlist:
    def __init__(self, name):
        self.name = name
        self.tracks = []

    def add(self, title, seconds):
        self.tracks.append(Track(title, seconds))
        return self

    def remove(self, title):
        for i, track in enumerate(self.tracks):
            if track.title == title:
                del self.tracks[i]
                return True
        return False

    def titles(self):
        return [track.title for track in self.tracks]

    def __len__(self):
        return len(self.tracks)

    def total_time(self):
        from datetime import timedelta
        total = int(sum(t.seconds for t in self.tracks))
        text = str(timedelta(seconds=total))  # "H:MM:SS"
        if total < 3600:
            text = text.split(":", 1)[1]       # "MM:SS"
            if text.startswith("0") and len(text) > 4:
                text = text[1:]
        return text
