### Ce spune serverul unei persoane despre el însuși (socket-urile și API-ul web).

store-unavailable = serverul nu poate salva acum, așa că nu s-a schimbat nimic: încercați din nou peste puțin timp
