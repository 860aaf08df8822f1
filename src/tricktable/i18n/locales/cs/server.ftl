### Co server říká o sobě (webová spojení a API).

store-unavailable = server teď nemůže ukládat, takže se nic nezměnilo: zkuste to znovu za chvíli
