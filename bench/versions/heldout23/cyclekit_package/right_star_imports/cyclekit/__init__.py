"""cyclekit: gearing maths for bikes."""
from .tyres import *  # noqa: F401,F403
from .gearing import *  # noqa: F401,F403
from .cadence import *  # noqa: F401,F403
