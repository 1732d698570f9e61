"""Team member lists."""
from .loader import load_members
from .models import Member
from .report import by_team, team_sizes

__all__ = ["Member", "load_members", "by_team", "team_sizes"]
