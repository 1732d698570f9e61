from .units import *  # noqa: F401,F403
from .compass import *  # noqa: F401,F403
from .passage import *  # noqa: F401,F403
