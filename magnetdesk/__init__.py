"""magnetdesk: Go and its rare relatives, and the Magnetic Chess family, on your desktop."""

__version__ = "0.1.0"
