"""The app's looks: themes, the language, the sounds."""
