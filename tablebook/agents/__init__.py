"""Agents that play any tablebook game, and batch simulation returning a tidy table."""

from .players import AGENTS, Agent, GreedyAgent, RandomAgent, UniformAgent, make_agent
from .search import MCTSAgent
from .simulate import SimulationTable, simulate

__all__ = ["AGENTS", "Agent", "GreedyAgent", "MCTSAgent", "RandomAgent", "UniformAgent", "make_agent", "SimulationTable", "simulate"]
