"""The site's interactive side: browser code (``js/``, ``css/``) and the build (``build/``)."""
