from roster.models import Member
from roster.loader import load_members
from roster.report import by_team, team_sizes
