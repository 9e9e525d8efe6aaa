"""Table views for Jupyter (anywidget + ipywidgets) over tablebook states.

This package imports the widget libraries; the rules (tablebook.core, tablebook.games) never do.
"""

from .alien_frontiers import AlienFrontiersTable
from .gaia_project import GaiaProjectTable
from .glossary_view import glossary
from .registry import table_for
from .space_station import SpaceStationTable
from .space_station_phoenix import SpaceStationPhoenixTable
from .stepper import Stepper

__all__ = ["AlienFrontiersTable", "GaiaProjectTable", "SpaceStationPhoenixTable", "SpaceStationTable", "Stepper",
           "glossary", "table_for"]
