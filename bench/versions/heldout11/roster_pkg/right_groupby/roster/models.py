from dataclasses import dataclass


@dataclass
class Member:
    name: str
    team: str
    email: str
