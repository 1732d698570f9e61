from cyclekit.tyres import tyre_diameter, circumference
from cyclekit.gearing import ratio, gear_inches, development
from cyclekit.cadence import speed_kmh, cadence_for
