"""Learning: the course, the problem browser, the rules window and what a person has learnt."""
