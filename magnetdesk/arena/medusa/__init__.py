"""Medusa's baselines for the arena."""
