# El Explorador de codificación posicional en español. Traducido de en.ftl (el original);
# el glosario (glossary/es.md) fija los términos del campo. Cada { $nombre } es un valor que la
# página rellena: se conservan todos.

## Términos

-site-name = Explorador de codificación posicional

## La página

document-title = { $section } · { -site-name }
site-title = { -site-name }
site-description = Cómo saben los Transformers el orden de las palabras: la codificación posicional sinusoidal, calculada por un núcleo en C++/WebAssembly y explicada paso a paso.
site-tagline = Cómo sabe un Transformer el orden de las palabras: la codificación posicional sinusoidal, paso a paso.
skip-link = Saltar a la lección
contents-nav =
    .aria-label = Secciones de la lección
contents-heading = Contenido
pager-nav =
    .aria-label = Sección anterior y siguiente
site-footer = Cada número de esta página lo calcula en tu navegador un núcleo en C++ compilado a WebAssembly. No se envía nada a ningún sitio.
language-menu-label = Idioma
page-loading = Cargando el núcleo WebAssembly…
page-load-failed = No se pudo cargar el núcleo WebAssembly ({ $reason }). Comprueba la conexión y vuelve a intentarlo; esta página necesita un navegador con WebAssembly.
retry = Reintentar
section-announced = Sección { $index } de { $count }: { $title }
printed-from = Impreso desde { $link }
rounding-rule = Los números se redondean al alejarse del cero a 6 decimales (así, { $value } se imprime como { $example }), y un resultado que se redondea a cero se imprime sin signo menos.
section-loading = Cargando esta sección…

## Títulos de las secciones

title-why = ¿Por qué la posición?
title-formula = La fórmula
title-steps = Ejemplo resuelto
title-matrix = La matriz completa
title-proof = La prueba del desplazamiento relativo
title-rope = Codificación posicional rotatoria (RoPE)
title-similarity = La similitud solo depende del desfase
title-input = Sumarla a los embeddings de los tokens
title-learned = Fija frente a aprendida
title-train = Entrénalo tú
title-bias = Sesgos de posición relativa: ALiBi y T5
title-extension = Contextos más largos: interpolación, NTK y YaRN
title-conventions = Convenciones y trampas
title-practice = Práctica


## shell
# Messages of the page's shell and shared widgets (web/src/shell, web/src/kit): ids not beginning with a section's id. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## refusals
# Messages of the core's refusals and the store's checks, worded by the page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

refusal-integer = { $parameter } debe ser un número entero de { $min } a { $max }; has dado { $got }.
refusal-number =
    { $shape ->
        [open-min] { $parameter } debe ser mayor que { $min } y como mucho { $max }; has dado { $got }.
        [open-max] { $parameter } debe ser al menos { $min } y menor que { $max }; has dado { $got }.
        [open] { $parameter } debe ser mayor que { $min } y menor que { $max }; has dado { $got }.
       *[closed] { $parameter } debe ser un número de { $min } a { $max }; has dado { $got }.
    }
refusal-even = { $parameter } debe ser par aquí; has dado { $got }.
refusal-at-least = { $parameter } debe ser al menos { $min } aquí; has dado { $got }.
refusal-divides = { $parameter } debe dividir exactamente a { $max }; has dado { $got }.
refusal-product = { $parameter } es demasiado grande: pide { $got } valores a la vez, y el núcleo calcula como mucho { $max }.
refusal-reordering = { $parameter } debe usar las mismas palabras que la otra frase, cada una las mismas veces, en otro orden.
refusal-count = { $parameter } debe tener de { $min } a { $max } palabras; tiene { $got }.
refusal-token-length = Cada palabra de { $parameter } debe ocupar de 1 a { $max } bytes; una ocupa { $got }.
refusal-other = El núcleo rechazó { $parameter }: { $detail }


## why
# Messages of section why. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## steps
# Messages of section steps. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## matrix
# Messages of section matrix. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## proof
# Messages of section proof. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## input
# Messages of section input. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## rope
# Messages of section rope. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## bias
# Messages of section bias. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-bias-max-distance = distancia máxima
words-bias-buckets = intervalos
words-bias-offset = el desfase
words-bias-trained = L (longitud de entrenamiento, parte más allá de L)
words-bias-heads = H (número de cabezas)
words-bias-head = cabeza (la cabeza mostrada)
words-bias-buckets-setting = intervalos (T5)
words-bias-maxdist = distancia máxima (T5)
words-bias-causal = causal
words-bias-sentence = frase
words-bias-trained-refused = L (longitud de entrenamiento) debe ser aquí un número entero de { $smallest } a { $largest } ({ $keys } claves como mucho { $most }); se recibió { $got }.
words-bias-refused = { $reason }.
words-bias-causal-refused = { $reason } (intervalos de T5 causal).
bias-map-hatched = Las celdas rayadas están enmascaradas: la clave va después de la consulta, su puntuación es { $minusInfinity } antes del softmax y su peso es 0.



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-extension-train = L (longitud de entrenamiento)
words-extension-method = método (extensión del contexto)
words-extension-scale = s (factor de escala)
words-extension-ramp = rampa de YaRN
words-extension-d = d (dimensión de la cabeza)
extension-method-none-label = Sin cambios
extension-method-none-long = sin cambios (extrapolación simple)
extension-method-none-hint = cada ω tal como se entrenó
extension-method-pi-label = Interpolación de posiciones
extension-method-pi-long = interpolación de posiciones
extension-method-pi-hint = cada ω dividida por s
extension-method-ntk-label = Escalado NTK-aware
extension-method-ntk-long = escalado NTK-aware
extension-method-ntk-hint = una base b′ mayor
extension-method-yarn-label = YaRN
extension-method-yarn-long = YaRN
extension-method-yarn-hint = una rampa por par y una temperatura
extension-ramp-released-label = Como la calcula el código publicado
extension-ramp-released-hint = Hugging Face transformers y el código de los autores de YaRN: lineal en el índice de par i
extension-ramp-released-short = publicada
extension-ramp-paper-label = Como la escribe el artículo
extension-ramp-paper-hint = lineal en el número de vueltas r
extension-ramp-paper-short = del artículo
extension-yarn-with-ramp = { $name } (rampa { $ramp })
extension-lead = Un modelo con codificación posicional rotatoria se entrena con secuencias de L posiciones: el par { $i } de cada consulta y cada clave gira el ángulo { $angle }, con { $omega }, para { $pos } de 0 a { $last }. Aquí { $d } es la **dimensión de la cabeza**, la longitud de la consulta y la clave de una cabeza de atención, no la anchura del modelo: LLaMA 7B tiene { $dmodel } repartida en 32 cabezas, así que { $head } y 64 pares (los modelos LLaMA más grandes son más anchos y tienen más cabezas, cada una otra vez de { $head }). Ahora pregunta al modelo por una posición más allá de L. La fórmula sigue dando un ángulo, pero un par lento puede apuntar en una dirección en la que nunca apuntó durante el entrenamiento, y el modelo nunca ha aprendido qué significa esa dirección. Las recetas de abajo estiran las frecuencias para que un contexto { $s } veces más largo, { $target }, se parezca más a lo que el modelo vio.
extension-seen-rule = Lo que q·k ve de un par es su dirección en el círculo, y un giro de { $turn } apunta adonde apunta un giro de { $x }. Así que un par ha **visto** una dirección si el entrenamiento lo giró hasta ella. Durante el entrenamiento recorrió el arco de direcciones de 0 a su mayor ángulo { $largest }: todas las direcciones, si ese ángulo es al menos { $full } (el par dio la vuelta completa). Si no, el nuevo ángulo { $angle }, una vez quitadas sus vueltas completas, debe caer dentro de ese arco. Un ángulo mayor que cualquiera del entrenamiento puede volver a apuntar dentro del arco tras una vuelta completa: comparar solo los ángulos en bruto lo daría por no visto.
extension-three-ways = Tres maneras de estirar las frecuencias
extension-pi-title = Interpolación de posiciones (Chen et al., 2023)
extension-pi = { $omega } para cada par: lo mismo que dividir cada posición por s, así que las posiciones hasta { $range } caen dentro del rango entrenado. El precio: las posiciones vecinas quedan s veces más cerca en cada par, también en los pares rápidos que distinguen tokens cercanos, por eso el modelo suele ajustarse (fine-tuning) con las posiciones comprimidas.
extension-ntk-title = Escalado NTK-aware (bloc97, 2023)
extension-ntk = Sube la base en su lugar: el par más rápido conserva su frecuencia (de todos modos ha dado muchas vueltas) y el más lento, { $slowest }, se divide exactamente por s; los pares intermedios se frenan menos. Las posiciones cercanas siguen tan distintas como en el entrenamiento, pero los pares del medio se frenan menos que s, así que cerca del final de { $target } algunos aún pueden salirse del arco que cubrieron al entrenar.
extension-yarn-title = YaRN (Peng et al., 2023)
extension-yarn = Cuenta cuántas vueltas dio el par { $i } a lo largo de la longitud de entrenamiento, { $turns }, con longitud de onda { $wavelength }. Los pares que dieron más de { $beta } vueltas conservan su frecuencia ({ $keep }), los que dieron menos de { $alpha } se interpolan como en PI ({ $interpolated }), y una rampa mezcla ambos entre medias. Además, consultas y claves se multiplican por { $factor }, así que los logits de atención crecen con su cuadrado: un contexto más largo reparte el softmax entre más claves, y esto lo vuelve a afinar. El artículo y el código publicado coinciden en este factor (Hugging Face lo calcula como { $code } para s > 1 y 1 en otro caso, y multiplica por él tanto cos como sin, así que q y k por igual).
extension-yarn-bounds = Esta página usa los valores del artículo para LLaMA, { $alpha } y { $beta } vueltas.
extension-tex-paper = artículo:
extension-tex-released = publicada:
extension-yarn-forms = El artículo y el código publicado con él dan forma distinta a la rampa. **El artículo** hace { $gamma } lineal en el número de vueltas { $r }. **El código publicado** (el repositorio de los autores de YaRN, y Hugging Face transformers, que ejecuta los modelos YaRN publicados) la hace lineal en el índice de par { $i }: { $c } es el par que da r vueltas a lo largo de L, y la rampa va del par { $lo } al par { $hi }, los pares donde { $atBeta } y { $atAlpha }, redondeados hacia fuera (el código llama a { $beta } { $betaFast } y a { $alpha } { $betaSlow }). Cuando { $ordered }, ambas coinciden en todos los pares fuera de { $range }; dentro pueden diferir mucho, y la frase de abajo dice dónde y cuánto con estos ajustes. Esta página usa la forma publicada salvo que elijas la del artículo:
extension-wavelength-heading = Longitud de onda de cada par, entrenada y nueva
extension-angle-heading = El ángulo en pos, par a par
extension-learned-title = ¿Y una tabla aprendida?
extension-learned = Una tabla absoluta aprendida tiene { $maxLen } filas y ninguna fórmula para una fila más allá, así que no hay nada que estirar. Lo que hacen los modelos es redimensionar la tabla y volver a entrenar: ViT y DeiT interpolan sus embeddings posicionales aprendidos a la cuadrícula mayor cuando se ajustan a una resolución de imagen más alta, y Longformer obtuvo sus { $positions } posiciones copiando ocho veces las { $rows } filas aprendidas de RoBERTa antes de seguir entrenando. Las filas nuevas son un punto de partida para ese entrenamiento, no valores que el modelo haya aprendido. Las codificaciones rotatoria y sinusoidal ya tienen un valor en cada posición; los métodos de arriba tratan de que esos valores le resulten familiares.
extension-learned-link = Mira «{ $title }»: una posición más allá de { $maxLen } no tiene fila
extension-settings-label = Ajustes de la extensión del contexto
extension-method-label = método
extension-scale-hint = Los botones − y + dividen s por dos o la duplican.
extension-scale-one = s = 1: la propia longitud de entrenamiento, sin extensión
extension-scale-describe = s = { $s }: un contexto { $s } veces la longitud de entrenamiento
extension-train-hint = Los botones − y + dividen L por dos o la duplican.
extension-train-describe = { $count ->
    [one] L = { $positions } posición vista en el entrenamiento
   *[other] L = { $positions } posiciones vistas en el entrenamiento
}
extension-rounding = Las longitudes de onda, las vueltas, γ y los ángulos se redondean a { $digits } decimales, la mitad lejos de cero; las frecuencias ω a 6 cifras significativas; la base y el factor de atención a 6 decimales.
extension-summary-unseen = En pos = { $pos }, { $where ->
    [beyond] { $train ->
        [1] más allá de la posición 0, la única vista en el entrenamiento
       *[other] más allá de las { $trainCount } posiciones 0 … { $last } vistas en el entrenamiento
    }
   *[inside] { $train ->
        [1] la única posición vista en el entrenamiento
       *[other] dentro del rango de entrenamiento 0 … { $last }
    }
}, con { $method } { $unseen ->
    [0] { $pairs ->
        [1] el único par no apuntaría en ninguna dirección en la que nunca apuntó durante el entrenamiento.
       *[other] ninguno de los { $pairCount } pares apuntaría en una dirección en la que nunca apuntó durante el entrenamiento.
    }
   *[other] { $pairs ->
        [1] el único par apuntaría en una dirección en la que nunca apuntó durante el entrenamiento.
       *[other] { $unseen ->
            [1] { $unseenCount } de { $pairCount } pares apuntaría en una dirección en la que nunca apuntó durante el entrenamiento.
           *[other] { $unseenCount } de { $pairCount } pares apuntarían en direcciones en las que nunca apuntaron durante el entrenamiento.
        }
    }
}
extension-summary-wrapped = { $wrapped ->
    [0] Ningún par dio la vuelta completa durante el entrenamiento{ $inside ->
        [0] .
        [one] ; para { $insideCount } par, el nuevo ángulo queda dentro del arco que cubrió.
       *[other] ; para { $insideCount } pares, el nuevo ángulo queda dentro del arco que cubrieron.
    }
    [one] { $wrappedCount } par dio la vuelta completa durante el entrenamiento, así que todas las direcciones le son conocidas{ $inside ->
        [0] .
        [one] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrió.
       *[other] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrieron.
    }
   *[other] { $wrappedCount } pares dieron la vuelta completa durante el entrenamiento, así que todas las direcciones les son conocidas{ $inside ->
        [0] .
        [one] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrió.
       *[other] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrieron.
    }
}
extension-summary-back = { $count ->
    [one] { $back } par gira más allá de su mayor ángulo entrenado, pero quitadas sus vueltas completas vuelve a apuntar dentro del arco que cubrió.
   *[other] { $back } pares giran más allá de sus mayores ángulos entrenados, pero quitadas sus vueltas completas vuelven a apuntar dentro de los arcos que cubrieron.
}
extension-summary-none = { $pairs ->
    [1] { $unseen ->
        [0] Sin ningún cambio, el par no apuntaría en ninguna dirección no vista.
       *[other] Sin ningún cambio, el par apuntaría en una dirección no vista.
    }
   *[other] Sin ningún cambio, lo harían { $unseenCount } de { $pairCount }.
}
extension-summary-outside = { $count ->
    [one] Esta pos tampoco está dentro del contexto ampliado: s·L = { $target } posición, contando desde 0.
   *[other] Esta pos tampoco está dentro del contexto ampliado: s·L = { $target } posiciones, contando desde 0.
}
extension-percent = { $side ->
    [below] un { $percent } % por debajo de
   *[above] un { $percent } % por encima de
}
extension-percent-tiny = { $side ->
    [below] menos de un { $least } % por debajo de
   *[above] menos de un { $least } % por encima de
}
extension-ramp-counts = { $keep ->
    [one] { $keepCount } par conserva
   *[other] { $keepCount } pares conservan
} ω (γ = 1), { $interpolated ->
    [one] { $interpolatedCount } se interpola
   *[other] { $interpolatedCount } se interpolan
} (γ = 0) y { $blended ->
    [one] { $blendedCount } mezcla
   *[other] { $blendedCount } mezclan
}
extension-ramp-ends = Aquí c(β) = { $cBeta } y c(α) = { $cAlpha } (los pares que darían β y α vueltas a lo largo de L, con β = { $beta } y α = { $alpha }), así que la rampa publicada va de ℓ = max(⌊{ $cBeta }⌋, 0) = { $lo } a h = min(⌈{ $cAlpha }⌉, { $top }) = { $hi }{ $order ->
    [equal] ; ℓ = h, así que el código suma { $tiny } a h para no dividir por cero.
    [backwards] ; ℓ > h, así que la rampa publicada va hacia atrás.
   *[ordered] .
}
extension-ramp-both = Publicada: { $released }; en la forma del artículo: { $paper }.
extension-ramp-same = Las dos formas dan a cada par la misma γ, y por tanto la misma ω′.
extension-ramp-differ = { $count ->
    [one] Difieren en un par, el par { $first }
   *[other] Difieren en { $differing } de { $total } pares, { $run ->
        [run] los pares { $first } … { $last }
       *[between] entre el par { $first } y el par { $last }
    }
}{ $where ->
    [unchanged] , pero con s = 1 interpolar no cambia nada, así que la ω′ de YaRN es la misma con ambas.
    [there] ; ahí la ω′ de YaRN con la rampa del artículo está { $percent } la publicada (γ = { $paper } en la forma del artículo, { $released } en la publicada).
    [each] ; en cada uno de ellos la ω′ de YaRN con la rampa del artículo está { $percent } la publicada (γ = { $paper } en la forma del artículo, { $released } en la publicada).
    [most-tied] ; sobre todo en el par { $pair } (y lo mismo en { $others ->
        [one] { $othersCount } más
       *[other] { $othersCount } más
    }), donde la ω′ de YaRN con la rampa del artículo está { $percent } la publicada (γ = { $paper } en la forma del artículo, { $released } en la publicada).
   *[most] ; sobre todo en el par { $pair }, donde la ω′ de YaRN con la rampa del artículo está { $percent } la publicada (γ = { $paper } en la forma del artículo, { $released } en la publicada).
}
extension-ramp-caption = { $part ->
    [part] Los { $half } primeros y { $half } últimos de los { $pairs } pares
   *[all] { $count ->
        [one] El { $pairs } par
       *[other] Los { $pairs } pares
    }
} en los que difieren las dos rampas de YaRN ({ $settings }): la γ publicada es lineal en el índice de par i; la del artículo, en las vueltas r. Todos los demás pares reciben la misma γ de ambas.
extension-col-pair = par
extension-col-turns = vueltas { $turns }
extension-col-gamma-released = { $gamma } publicada
extension-col-gamma-paper = { $gamma } del artículo
extension-col-paper-against = { $omega } del artículo frente a la publicada
extension-signed-percent = { $sign }{ $percent } %
extension-ramp-table-label = Dónde difieren las dos rampas de YaRN
extension-scroll-hint = La tabla es más ancha que la pantalla: desplázala de lado
extension-method-chosen = { $name } (elegido)
extension-unseen-of = { $unseen } de { $pairs }
extension-methods-caption = Cada método en { $pos }, { $settings }.
extension-col-method = método
extension-col-base = base usada
extension-col-factor = { $q } y { $k } multiplicadas por
extension-col-unseen = pares que apuntan en una dirección no vista
extension-col-target = longitud objetivo { $target }
extension-methods-label = Los cuatro métodos comparados
extension-chart-trained = entrenada (sin cambios)
extension-chart-train = longitud de entrenamiento { $train }
extension-chart-target = longitud objetivo { $target }
extension-chart-x = par { $i } (el más rápido primero)
extension-chart-y = longitud de onda { $wavelength } (posiciones)
extension-chart-label = Gráfico de líneas, escala logarítmica: la longitud de onda de { $count ->
    [one] el único par
   *[other] cada uno de los { $pairs } pares
} tal como se entrenó{ $method ->
    [none] {""}
   *[other] { " " }y con { $method }
}, con líneas horizontales en { $train } y { $target }.
extension-chart-one = La longitud de onda entrenada del único par es de { $wavelength } posiciones.
extension-chart-range = Las longitudes de onda entrenadas van de { $first } (par 0) a { $last } posiciones (par { $pair }).
extension-chart-same = { $count ->
    [one] Sin cambios, la nueva longitud de onda es la misma.
   *[other] Sin cambios, las nuevas longitudes de onda son las mismas.
}
extension-chart-new = { $count ->
    [one] Con { $method } es { $first }.
   *[other] Con { $method } van de { $first } a { $last }.
}
extension-chart-wrapped = Un par cuya longitud de onda es como mucho { $last } dio la vuelta completa durante el entrenamiento.
extension-col-trained-wavelength = longitud de onda entrenada
extension-col-new-wavelength = longitud de onda nueva
extension-col-turns-training = vueltas en el entrenamiento { $turns }
extension-col-yarn-gamma = { $gamma } (rampa { $ramp })
extension-fastest-slowest = Los { $half } más rápidos y los { $half } más lentos de { $pairs } pares.
extension-chart-table-label = Datos de longitud de onda
extension-col-omega = { $omega } entrenada
extension-col-omega-new = nueva { $omega }
extension-col-angle = ángulo { $angle } (rad)
extension-col-direction = su dirección, quitadas las vueltas completas (rad)
extension-col-largest = mayor ángulo entrenado { $angle } (rad)
extension-col-wrapped = ¿dio la vuelta al entrenar?
extension-col-seen = ¿dirección vista al entrenar?
extension-yes = sí
extension-no = no
extension-seen = vista
extension-unseen = no vista
extension-angles-caption = { $method }: el ángulo de cada par en { $pos }, la dirección en la que apunta y el mayor ángulo que alcanzó en el entrenamiento ({ $train }).
extension-angles-skipped = { $count ->
    [one] El par 0 no aparece: conserva su ω entrenada (ω′ = ω) y dio la vuelta completa al entrenar, así que su dirección es vista.
   *[other] Los pares 0 … { $last } no aparecen: cada uno conserva su ω entrenada (ω′ = ω) y dio la vuelta completa al entrenar, así que sus direcciones son vistas.
} Se muestran: { $part ->
    [part] los { $half } más rápidos y los { $half } más lentos de los pares { $first } … { $end }.
   *[all] los pares { $first } … { $end }.
}
extension-angles-label = Ángulos par a par



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
learned-lead = La codificación sinusoidal es una fórmula; la otra opción habitual es una tabla de vectores, una fila por posición, aprendida como cualquier otro peso.
learned-table-heading = ¿Qué tamaño tiene una tabla aprendida?
learned-table-intro = Una tabla aprendida tiene { $maxLen } filas de { $d } números cada una. Elige un modelo o escribe un tamaño:
learned-past-heading = Una posición más allá de { $maxLen }
learned-past-intro = Ahora pide una posición. Una tabla solo puede responder por las filas que tiene; la fórmula responde para cualquier número entero.
learned-extrapolation-title = Tener un valor no es extrapolar bien
learned-extrapolation = Tener un valor no es lo mismo que funcionar bien ahí. La fórmula da { $pe } para cualquier { $pos }, pero un modelo entrenado solo con secuencias hasta cierta longitud nunca ha visto los vectores de posiciones más largas, y nada garantiza que los use con sentido: en la práctica, los modelos con codificación sinusoidal suelen empeorar en secuencias más largas que las de su entrenamiento. «Definida en todas partes» es un hecho de la fórmula; «extrapola bien» sería una afirmación sobre un modelo entrenado.
learned-compare-heading = Todos los esquemas de esta página, uno junto a otro
learned-correction = Una corrección amable a algo que dicen algunos textos: a veces se cuenta T5 entre las tablas absolutas aprendidas, y a veces se dice que RoPE tiene parámetros aprendibles. T5 aprende en cambio sesgos de posición relativa, y RoPE no tiene parámetros aprendidos.
learned-sum-sinusoidal-where = Entrada: se suma a los embeddings de los tokens
learned-sum-sinusoidal-parameters = Ninguno: una fórmula
learned-sum-sinusoidal-kind = Absoluta (un vector por posición)
learned-sum-sinusoidal-beyond = Un valor en cada posición, pero vectores que el modelo nunca vio al entrenar; la calidad suele caer
learned-sum-sinusoidal-used = El Transformer original (Vaswani et al., 2017); el codificador de audio de Whisper
learned-sum-learned-where = Entrada: se suma a los embeddings de los tokens
learned-sum-learned-parameters = { $maxLen } × d, entrenados; BERT-base: 512 × 768 = { $count }
learned-sum-learned-kind = Absoluta (una fila por posición)
learned-sum-learned-beyond = Nada: no hay ninguna fila más allá de { $maxLen }
learned-sum-learned-used = BERT, GPT-2
learned-sum-rope-where = Consultas y claves: rotadas según la posición dentro de cada capa de atención
learned-sum-rope-parameters = Ninguno: rotaciones fijas
learned-sum-rope-kind = Relativa en la puntuación (q·k depende solo de clave − consulta)
learned-sum-rope-beyond = Los pares lentos alcanzan ángulos nunca vistos al entrenar; normalmente se estiran antes (ver «Contextos más largos»)
learned-sum-rope-used = RoFormer, GPT-J, GPT-NeoX, LLaMA
learned-sum-alibi-where = Puntuación de atención: un sesgo sumado antes del softmax
learned-sum-alibi-parameters = Ninguno: pendientes fijadas por una regla
learned-sum-alibi-kind = Relativa (solo la distancia)
learned-sum-alibi-beyond = La recta de penalización simplemente sigue: no hay nada nuevo que consultar
learned-sum-alibi-used = BLOOM, MPT
learned-sum-t5-where = Puntuación de atención: un sesgo sumado antes del softmax
learned-sum-t5-parameters = intervalos × cabezas, entrenados, compartidos por todas las capas de una pila; T5-base: 32 × 12 = { $count } por pila
learned-sum-t5-kind = Relativa (desfase agrupado en intervalos)
learned-sum-t5-beyond = Los desfases lejanos comparten el último intervalo: un único número aprendido para toda distancia larga
learned-sum-t5-used = T5, mT5, Flan-T5
learned-sum-none-where = En ninguna parte
learned-sum-none-parameters = Ninguno
learned-sum-none-kind = Ninguna de las dos: la atención ve un conjunto; una máscara causal aún permite a un decodificador inferir el orden
learned-sum-none-beyond = No hay término de posición que rebasar
learned-sum-none-used = Modelos de investigación (Haviv et al., 2022)
learned-col-scheme = esquema
learned-col-where = dónde entra la posición
learned-col-parameters = parámetros de posición
learned-col-kind = absoluta o relativa
learned-col-beyond = más allá de la longitud de entrenamiento
learned-col-used-in = se usa en
learned-summary-caption = Dónde pone cada esquema la posición, qué aprende y qué ocurre más allá de la longitud de entrenamiento.
learned-summary-label = Resumen de los esquemas de posición
learned-presets-label = Tamaños de tabla predefinidos
learned-field-max-len = { $maxLen } (filas)
learned-field-width = { $d } (anchura de cada fila)
learned-preset = { $model }: { $rows } × { $width }
learned-count-product = { $rows } × { $width } ={ " " }
learned-count-parameters = { $count ->
    [one] { $parameters } parámetro
   *[other] { $parameters } parámetros
}
learned-count-rest = { " " }({ $bytes } bytes en float32), todos entrenados. La codificación sinusoidal necesita 0.
learned-answer-table = Tabla aprendida:{ " " }
learned-answer-formula = Fórmula:{ " " }
learned-answer-missing = { $rows ->
    [1] solo la fila 0
   *[other] solo las filas 0 … { $last }
}. La posición { $pos } no tiene fila: no hay nada que consultar.
learned-answer-present = la posición { $pos } es la fila { $pos } de { $rows }; sus números son lo que el entrenamiento haya hecho de ellos (esta página no tiene ninguna tabla entrenada que mostrar).
learned-answer-value = { $pe } con { $d } está abajo, como en cualquier otra posición.{ $past ->
    [yes] { " " }Es un valor, pero no una promesa: mira la nota bajo la tabla.
   *[no] {""}
}
learned-pe-caption-first = Las primeras { $shown } de { $count } dimensiones. Redondeado a 6 decimales, la mitad lejos de cero.
learned-pe-caption = Redondeado a 6 decimales, la mitad lejos de cero.
learned-pe-col-dim = dimensión
learned-pe-col-fn = función
learned-pe-col-angle = ángulo = { $angle }
learned-pe-fn = { $fn } (par { $pair })



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-train-task = tarea
words-train-schemes = schemes (esquemas de posición entrenados)
words-train-schemes-what = ids de esquema
words-train-schemes-where = las casillas de «Entrénalo tú mismo» muestran todos los esquemas
words-train-trainlen = { $L } (pregunta entrenada más larga)
words-train-width = anchura ({ $d } del modelo entrenado)
words-train-blocks = bloques
words-train-seeds = semillas (ejecuciones por esquema)
words-train-firstseed = primera semilla
words-train-steps = pasos (por ejecución)
words-train-tokenscale = { $key } (vectores de token frente a vectores de posición)
words-train-positionScheme = esquema
train-intro = Las secciones anteriores calcularon cada esquema con exactitud. Lo que un esquema le hace a un modelo entrenado es otra pregunta, y la única respuesta honesta es un experimento. Aquí puedes hacer uno: un Transformer pequeño aprende una tarea con dígitos bajo cada esquema de posición, entrenado con preguntas cortas y evaluado con otras más largas, en esta página, con el mismo núcleo de C++.
train-intro-model = El modelo: un decodificador con atención causal, de anchura { $d }, { $heads } cabezas, de 1 a { $maxBlocks } bloques, entrenado con AdamW (tasa de aprendizaje { $rate }, alcanzada tras { $warmup } pasos de calentamiento, { $batch } preguntas por paso). El esquema de posición es lo único que cambia entre sus ejecuciones.
train-intro-task = La tarea: una pregunta de { $n } dígitos, un separador y la respuesta que el modelo escribe dígito a dígito. Invertir exige saber dónde está cada dígito; ordenar necesita poca información de orden.
train-intro-test = El entrenamiento solo ve preguntas de 1 a { $L } dígitos. La prueba plantea { $examples } preguntas fijas en cada longitud de 1 a { $twoL } y cuenta una pregunta como acertada cuando lo es cada dígito de la respuesta.
train-intro-seeds = Una semilla fija los pesos iniciales y las preguntas de entrenamiento. Las ejecuciones van emparejadas: con una misma semilla, cada peso que comparten los esquemas (vectores de token, atención, MLP, salida) empieza con los mismos números en los seis esquemas, y cada esquema extrae su propia tabla (posiciones aprendidas, los sesgos de T5) de un flujo propio, de modo que dos esquemas con una misma semilla solo difieren en cómo entra la posición. Los mismos ajustes vuelven a dar los mismos números, aquí y en cualquier máquina con esta versión de la página; semillas distintas pueden dar números muy distintos, y por eso cada esquema se ejecuta con varias.
train-intro-scale = Vectores de token y de posición: cada vector de token empieza como { $initial } veces un número normal estándar por entrada. Con «{ $timesSqrtD }» (el valor por defecto, como en Vaswani et al. 2017, §3.4) se multiplica por { $sqrtD } antes de sumarle un vector de posición, así que al principio un vector de posición sinusoidal es unas { $ratio } / { $sqrtD } veces más largo que un vector de token ({ $ratio32 } veces con { $d32 }); con «{ $timesOne }» se suma tal como se extrajo, y el vector de posición es unas { $ratio } veces más largo, sea cual sea { $d }. Cámbialo y vuelve a ejecutar para ver qué hace la escala por sí sola.
train-intro-margin =
    { $count ->
        [one] Aquí dos esquemas solo difieren si lo hacen por más del margen: { $points } punto (dos errores estándar de una proporción de { $examples } preguntas) o la dispersión de las semillas de cualquiera de los dos esquemas, lo que sea mayor. Las diferencias menores se consideran empates.
       *[other] Aquí dos esquemas solo difieren si lo hacen por más del margen: { $points } puntos (dos errores estándar de una proporción de { $examples } preguntas) o la dispersión de las semillas de cualquiera de los dos esquemas, lo que sea mayor. Las diferencias menores se consideran empates.
    }
train-wiring-heading = Cómo se conecta cada esquema
train-t5-buckets = Los intervalos (buckets) de T5: { $buckets } por cabeza y una distancia máxima de { $maxDistance }, como en T5; este modelo nunca lee más de { $most } tokens ({ $longest } con { $atL }), así que solo se usan los intervalos de distancias por debajo de eso.
train-loss-heading = Pérdida de entrenamiento
train-accuracy-heading = Exactitud por longitud
train-examples-heading = Una pregunta, todos los esquemas
train-table-heading = La tabla aprendida tras el entrenamiento
train-setup-heading = Tu experimento
train-task-label = tarea
train-task-reverse = invertir
train-task-copy = copiar
train-task-sort = ordenar
train-task-reverse-hint = { $example }: exige saber dónde está cada dígito
train-task-sort-hint = { $example }: necesita poca información de orden
train-schemes-legend = esquemas de posición
train-schemes-needed = Un experimento necesita al menos un esquema: este sigue marcado.
train-trainlen-describe =
    { $L ->
        [1] entrenado con preguntas de 1 dígito, evaluado de 1 a { $tested } dígitos
       *[other] entrenado de 1 a { $trained } dígitos, evaluado de 1 a { $tested } dígitos
    }
train-width-label = { $d } (anchura del modelo)
train-width-hint = { $heads } cabezas de { $each }
train-blocks-label = bloques
train-blocks-describe =
    { $count ->
        [one] { $blocks } bloque
       *[other] { $blocks } bloques
    }
train-seeds-label = semillas por esquema
train-seeds-describe =
    { $count ->
        [one] { $seeds } semilla
       *[other] { $seeds } semillas
    }
train-firstseed-label = primera semilla
train-steps-label = pasos por ejecución
train-tokenscale-label = vectores de token
train-scale-sqrt-d = { $factor } (el artículo)
train-scale-1 = { $factor } (tal como se extraen)
train-run = Ejecutar
train-run-again = Ejecutar de nuevo
train-pause = Pausa
train-resume = Reanudar
train-reset = Reiniciar
train-progress-label = progreso del entrenamiento
train-percent = { $value } %
train-reset-announced = Se reinició el experimento.
train-plan =
    { $runs ->
        [one] { $runsShown } ejecución
       *[other] { $runsShown } ejecuciones
    }: { $schemes ->
        [one] { $schemesShown } esquema
       *[other] { $schemesShown } esquemas
    } × { $seeds ->
        [one] { $seedsShown } semilla (semilla { $firstSeed })
       *[other] { $seedsShown } semillas (semillas { $firstSeed }–{ $lastSeed })
    }, { $steps } pasos cada una, tarea { $task }, { $L ->
        [1] entrenado con preguntas de 1 dígito
       *[other] entrenado de 1 a { $trained } dígitos
    }, { $d }, { $blocks ->
        [one] { $blocksShown } bloque
       *[other] { $blocksShown } bloques
    }, vectores de token { $scale }
train-plan-line = Ejecutar entrena { $plan }.
train-stale = Los resultados de abajo son de { $plan }. Los ajustes han cambiado desde entonces: pulsa Ejecutar de nuevo para obtener los suyos.
train-status-idle = Todavía no se ha entrenado nada: pulsa Ejecutar.
train-status-starting = Iniciando…
train-status-failed = La ejecución se detuvo.
train-status-paused = En pausa.
train-status-lost =
    { $count ->
        [one] { $workers } hilo de trabajo dejó de responder; sus ejecuciones vuelven a entrenar desde el principio en el hilo propio de la página.
       *[other] { $workers } hilos de trabajo dejaron de responder; sus ejecuciones vuelven a entrenar desde el principio en el hilo propio de la página.
    }
train-status-done-workers =
    { $runs ->
        [one] Hecho: { $runsShown } ejecución entrenada en { $threads ->
            [one] { $threadsShown } hilo de trabajo
           *[other] { $threadsShown } hilos de trabajo
        } y evaluada en longitudes de 1 a { $longest }.
       *[other] Hecho: { $runsShown } ejecuciones entrenadas en { $threads ->
            [one] { $threadsShown } hilo de trabajo
           *[other] { $threadsShown } hilos de trabajo
        } y evaluadas en longitudes de 1 a { $longest }.
    }
train-status-done-page =
    { $runs ->
        [one] Hecho: { $runsShown } ejecución entrenada en el hilo propio de la página, en porciones cortas (aquí no pudo arrancar ningún hilo de trabajo), y evaluada en longitudes de 1 a { $longest }.
       *[other] Hecho: { $runsShown } ejecuciones entrenadas en el hilo propio de la página, en porciones cortas (aquí no pudo arrancar ningún hilo de trabajo), y evaluadas en longitudes de 1 a { $longest }.
    }
train-status-training-workers =
    { $threads ->
        [one] Entrenando en { $threadsShown } hilo de trabajo: { $trained } de { $total } pasos.
       *[other] Entrenando en { $threadsShown } hilos de trabajo: { $trained } de { $total } pasos.
    }
train-status-training-page = Entrenando en el hilo propio de la página, en porciones cortas (aquí no pudo arrancar ningún hilo de trabajo): { $trained } de { $total } pasos.
train-status-testing-workers =
    { $threads ->
        [one] Evaluando en { $threadsShown } hilo de trabajo: { $tested } de { $runs ->
            [one] { $runsShown } ejecución evaluada
           *[other] { $runsShown } ejecuciones evaluadas
        } con { $examples } preguntas en cada longitud.
       *[other] Evaluando en { $threadsShown } hilos de trabajo: { $tested } de { $runs ->
            [one] { $runsShown } ejecución evaluada
           *[other] { $runsShown } ejecuciones evaluadas
        } con { $examples } preguntas en cada longitud.
    }
train-status-testing-page =
    { $runs ->
        [one] Evaluando en el hilo propio de la página, en porciones cortas (aquí no pudo arrancar ningún hilo de trabajo): { $tested } de { $runsShown } ejecución evaluada con { $examples } preguntas en cada longitud.
       *[other] Evaluando en el hilo propio de la página, en porciones cortas (aquí no pudo arrancar ningún hilo de trabajo): { $tested } de { $runsShown } ejecuciones evaluadas con { $examples } preguntas en cada longitud.
    }
train-failed = El laboratorio no pudo terminar: { $reason }
train-failed-unknown = El laboratorio no pudo terminar: error desconocido
train-sentences = { $first } { $second }
train-list-last = { $first } y { $last }
train-list-next = { $first }, { $rest }
train-named = { $scheme } { $share }
train-compared-within-tie =
    { $count ->
        [one] Dentro de ellas, ningún par de esquemas difiere por más del margen ({ $points } punto o la dispersión de las semillas): es un empate.
       *[other] Dentro de ellas, ningún par de esquemas difiere por más del margen ({ $points } puntos o la dispersión de las semillas): es un empate.
    }
train-compared-within-lead =
    { $count ->
        [one] Dentro de ellas, { $best } supera a todos los demás esquemas por más del margen ({ $points } punto o la dispersión de las semillas).
       *[other] Dentro de ellas, { $best } supera a todos los demás esquemas por más del margen ({ $points } puntos o la dispersión de las semillas).
    }
train-compared-within-split =
    { $behindCount ->
        [one] Dentro de ellas, { $level } quedan dentro del margen del mejor ({ $best }), y { $behind } se queda por debajo por más del margen ({ $count ->
            [one] { $points } punto
           *[other] { $points } puntos
        } o la dispersión de las semillas).
       *[other] Dentro de ellas, { $level } quedan dentro del margen del mejor ({ $best }), y { $behind } se quedan por debajo por más del margen ({ $count ->
            [one] { $points } punto
           *[other] { $points } puntos
        } o la dispersión de las semillas).
    }
train-compared-one-tie =
    { $count ->
        [one] En la longitud 1, ningún par de esquemas difiere por más del margen ({ $points } punto o la dispersión de las semillas): es un empate.
       *[other] En la longitud 1, ningún par de esquemas difiere por más del margen ({ $points } puntos o la dispersión de las semillas): es un empate.
    }
train-compared-one-lead =
    { $count ->
        [one] En la longitud 1, { $best } supera a todos los demás esquemas por más del margen ({ $points } punto o la dispersión de las semillas).
       *[other] En la longitud 1, { $best } supera a todos los demás esquemas por más del margen ({ $points } puntos o la dispersión de las semillas).
    }
train-compared-one-split =
    { $behindCount ->
        [one] En la longitud 1, { $level } quedan dentro del margen del mejor ({ $best }), y { $behind } se queda por debajo por más del margen ({ $count ->
            [one] { $points } punto
           *[other] { $points } puntos
        } o la dispersión de las semillas).
       *[other] En la longitud 1, { $level } quedan dentro del margen del mejor ({ $best }), y { $behind } se quedan por debajo por más del margen ({ $count ->
            [one] { $points } punto
           *[other] { $points } puntos
        } o la dispersión de las semillas).
    }
train-compared-past-tie =
    { $count ->
        [one] Más allá de ellas, ningún par de esquemas difiere por más del margen ({ $points } punto o la dispersión de las semillas): es un empate.
       *[other] Más allá de ellas, ningún par de esquemas difiere por más del margen ({ $points } puntos o la dispersión de las semillas): es un empate.
    }
train-compared-past-lead =
    { $count ->
        [one] Más allá de ellas, { $best } supera a todos los demás esquemas por más del margen ({ $points } punto o la dispersión de las semillas).
       *[other] Más allá de ellas, { $best } supera a todos los demás esquemas por más del margen ({ $points } puntos o la dispersión de las semillas).
    }
train-compared-past-split =
    { $behindCount ->
        [one] Más allá de ellas, { $level } quedan dentro del margen del mejor ({ $best }), y { $behind } se queda por debajo por más del margen ({ $count ->
            [one] { $points } punto
           *[other] { $points } puntos
        } o la dispersión de las semillas).
       *[other] Más allá de ellas, { $level } quedan dentro del margen del mejor ({ $best }), y { $behind } se quedan por debajo por más del margen ({ $count ->
            [one] { $points } punto
           *[other] { $points } puntos
        } o la dispersión de las semillas).
    }
train-within-one =
    { $seeds ->
        [one] En la longitud entrenada (longitud 1), exactitud: { $list }.
       *[other] En la longitud entrenada (longitud 1), exactitud promediada sobre las semillas: { $list }.
    }
train-within =
    { $seeds ->
        [one] Dentro de las longitudes entrenadas (longitudes { $first }–{ $last }), exactitud promediada sobre esas longitudes: { $list }.
       *[other] Dentro de las longitudes entrenadas (longitudes { $first }–{ $last }), exactitud promediada sobre esas longitudes y semillas: { $list }.
    }
train-beyond-zero =
    { $seeds ->
        [one] Más allá de las longitudes entrenadas ({ $lengths ->
            [one] longitud { $first }
           *[other] longitudes { $first }–{ $last }
        }) la exactitud de todos los esquemas se redondea a 0 % en cada longitud.
       *[other] Más allá de las longitudes entrenadas ({ $lengths ->
            [one] longitud { $first }
           *[other] longitudes { $first }–{ $last }
        }) la exactitud de todos los esquemas, promediada sobre las semillas, se redondea a 0 % en cada longitud.
    }
train-beyond =
    { $lengths ->
        [one] Más allá de ellas (longitud { $first }, nunca vista en el entrenamiento), promediada del mismo modo: { $list }.
       *[other] Más allá de ellas (longitudes { $first }–{ $last }, nunca vistas en el entrenamiento), promediada del mismo modo: { $list }.
    }
train-beyond-widest = En la longitud { $length }, donde la ventaja fue mayor, { $best } acertó exactamente el { $share }, más del margen por encima de { $list }.
train-beyond-no-widest = En ninguna longitud concreta más allá de ellas difieren dos esquemas por más del margen.
train-beyond-collapse =
    { $schemes ->
        [one]
            { $seeds ->
                [one] A partir de la longitud { $length }, no acertó ninguna pregunta (0 %).
               *[other] A partir de la longitud { $length }, no acertó ninguna pregunta (0 % de media sobre las semillas).
            }
       *[other]
            { $seeds ->
                [one] A partir de la longitud { $length }, ningún esquema acertó ninguna pregunta (0 %).
               *[other] A partir de la longitud { $length }, ningún esquema acertó ninguna pregunta (0 % de media sobre las semillas).
            }
    }
train-seeds-one = Cada esquema se ejecutó con una sola semilla. Las semillas de un mismo esquema pueden diferir en decenas de puntos en una longitud, así que ejecuta varias antes de sacar conclusiones de una diferencia.
train-seeds-part = { $scheme } del { $low } al { $high } de aciertos exactos en la longitud { $length }
train-seeds-disagree = Las semillas no coinciden: { $list }. Con semillas tan separadas, una sola ejecución de un esquema así dice poco: compara las bandas del gráfico, no solo las medias.
train-seeds-disagree-more =
    { $more ->
        [one] Las semillas no coinciden: { $list }, y { $moreShown } esquema más por { $points } puntos o más. Con semillas tan separadas, una sola ejecución de un esquema así dice poco: compara las bandas del gráfico, no solo las medias.
       *[other] Las semillas no coinciden: { $list }, y { $moreShown } esquemas más por { $points } puntos o más. Con semillas tan separadas, una sola ejecución de un esquema así dice poco: compara las bandas del gráfico, no solo las medias.
    }
train-seeds-agreed =
    { $count ->
        [one] Las { $seedsShown } semillas de cada esquema coincidieron con una diferencia de { $points } punto como mucho en cada longitud.
       *[other] Las { $seedsShown } semillas de cada esquema coincidieron con una diferencia de { $points } puntos como mucho en cada longitud.
    }
train-conclusion-scope =
    { $seeds ->
        [one] Este es un experimento pequeño: un decodificador de { $blocks } bloques y anchura { $d } entrenado { $steps } pasos en la tarea { $task }, puntuado por aciertos exactos con teacher forcing (cada dígito de la respuesta correcto, dados los dígitos correctos anteriores) sobre { $examples } preguntas por longitud, con una semilla por esquema. Puede mostrar lo que estos esquemas hicieron aquí; no puede clasificarlos para modelos grandes, para el lenguaje, ni para otras tareas, pasos o semillas.
       *[other] Este es un experimento pequeño: un decodificador de { $blocks } bloques y anchura { $d } entrenado { $steps } pasos en la tarea { $task }, puntuado por aciertos exactos con teacher forcing (cada dígito de la respuesta correcto, dados los dígitos correctos anteriores) sobre { $examples } preguntas por longitud, con { $seedsShown } semillas por esquema. Puede mostrar lo que estos esquemas hicieron aquí; no puede clasificarlos para modelos grandes, para el lenguaje, ni para otras tareas, pasos o semillas.
    }
train-conclusion-nope-below = Dentro de las longitudes entrenadas NoPE obtuvo un { $share }, más del margen por debajo de { $best } ({ $bestShare }): aquí la máscara causal por sí sola le dio al modelo menos información del orden que una codificación. Haviv et al. 2022 encontraron que los modelos de lenguaje causales sin codificación aún aprenden la posición; un modelo de { $blocks } bloques en { $steps } pasos solo aprendió una parte.
train-conclusion-nope-level = Dentro de las longitudes entrenadas NoPE obtuvo un { $share }, dentro del margen de { $best } ({ $bestShare }): aquí la máscara causal por sí sola bastó, como encontraron Haviv et al. 2022 para modelos de lenguaje causales sin codificación.
train-conclusion-past-failed = Más allá de las longitudes entrenadas todos los esquemas fallaron (0 % exacto). Eso concuerda con Ruoss et al. 2023, que encontraron que las codificaciones habituales casi nunca generalizan a longitudes mayores en tareas algorítmicas (allí ayudaron las posiciones aleatorizadas; este laboratorio no las tiene).
train-conclusion-past-failed-from = Más allá de las longitudes entrenadas todos los esquemas fallaron (0 % exacto a partir de la longitud { $length }). Eso concuerda con Ruoss et al. 2023, que encontraron que las codificaciones habituales casi nunca generalizan a longitudes mayores en tareas algorítmicas (allí ayudaron las posiciones aleatorizadas; este laboratorio no las tiene).
train-conclusion-past-best = Más allá de las longitudes entrenadas el mejor fue { $best }, con un { $share }. Ruoss et al. 2023 encontraron que las codificaciones habituales casi nunca generalizan a longitudes mayores en tareas algorítmicas; unos pocos puntos más allá de la longitud de entrenamiento no son generalización.
train-conclusion-past-best-from = Más allá de las longitudes entrenadas el mejor fue { $best }, con un { $share }, y todos los esquemas llegaron a 0 % a partir de la longitud { $length }. Ruoss et al. 2023 encontraron que las codificaciones habituales casi nunca generalizan a longitudes mayores en tareas algorítmicas; unos pocos puntos más allá de la longitud de entrenamiento no son generalización.
train-conclusion-nope-past-level = NoPE obtuvo un { $share } más allá de las longitudes entrenadas, dentro del margen del mejor ({ $best }, { $bestShare }). Kazemnejad et al. 2023 encontraron que, entre los modelos solo decodificador, ninguna codificación generalizaba mejor a longitudes mayores en sus tareas; sus modelos eran más grandes y se entrenaron mucho más, así que una ejecución pequeña que discrepe no los contradice, y una que coincida no los confirma.
train-conclusion-nope-past-below = NoPE obtuvo un { $share } más allá de las longitudes entrenadas, más del margen por debajo del mejor ({ $best }, { $bestShare }). Kazemnejad et al. 2023 encontraron que, entre los modelos solo decodificador, ninguna codificación generalizaba mejor a longitudes mayores en sus tareas; sus modelos eran más grandes y se entrenaron mucho más, así que una ejecución pequeña que discrepe no los contradice, y una que coincida no los confirma.
train-conclusion-alibi = ALiBi obtuvo un { $share } más allá de las longitudes entrenadas. Press et al. 2022 mostraron que ALiBi mantiene plana la perplejidad más allá de la longitud de entrenamiento; eso no es lo mismo que usar el contexto lejano, y las respuestas exactas a preguntas más largas lo necesitan entero.
train-about-seconds =
    { $count ->
        [one] alrededor de { $seconds } segundo
       *[other] unos { $seconds } segundos
    }
train-about-minutes =
    { $count ->
        [one] alrededor de { $minutes } minuto
       *[other] unos { $minutes } minutos
    }
train-about-hours =
    { $hours ->
        [one] alrededor de { $hoursShown } hora y { $minutes ->
            [one] { $minutesShown } minuto
           *[other] { $minutesShown } minutos
        }
       *[other] unas { $hoursShown } horas y { $minutes ->
            [one] { $minutesShown } minuto
           *[other] { $minutesShown } minutos
        }
    }
train-estimate-workers =
    { $threads ->
        [one] En esta máquina, Ejecutar debería tardar { $duration } en { $threadsShown } hilo de trabajo (medido ahora mismo con { $steps ->
            [one] { $stepsShown } paso de entrenamiento
           *[other] { $stepsShown } pasos de entrenamiento
        } y { $questions ->
            [one] { $questionsShown } pregunta de prueba
           *[other] { $questionsShown } preguntas de prueba
        }; otras tareas de la máquina lo cambian).
       *[other] En esta máquina, Ejecutar debería tardar { $duration } en { $threadsShown } hilos de trabajo (medido ahora mismo con { $steps ->
            [one] { $stepsShown } paso de entrenamiento
           *[other] { $stepsShown } pasos de entrenamiento
        } y { $questions ->
            [one] { $questionsShown } pregunta de prueba
           *[other] { $questionsShown } preguntas de prueba
        }; otras tareas de la máquina lo cambian).
    }
train-estimate-page =
    En esta máquina, Ejecutar debería tardar { $duration } en el hilo propio de la página (medido ahora mismo con { $steps ->
        [one] { $stepsShown } paso de entrenamiento
       *[other] { $stepsShown } pasos de entrenamiento
    } y { $questions ->
        [one] { $questionsShown } pregunta de prueba
       *[other] { $questionsShown } preguntas de prueba
    }; otras tareas de la máquina lo cambian).
train-estimate-timing = Midiendo unos pocos pasos de entrenamiento para decir cuánto tardará Ejecutar en esta máquina…
train-estimate-failed = No se pudo medir cuánto tardará Ejecutar: { $reason }
train-band-lowest = { $series }, semilla más baja
train-band-highest = { $series }, semilla más alta
train-accuracy-x = longitud de la pregunta (dígitos)
train-accuracy-y = preguntas exactamente acertadas (%)
train-loss-x = paso de entrenamiento
train-loss-y = pérdida (nats, escala logarítmica)
train-series-mean =
    { $count ->
        [one] { $scheme } (media de { $seeds } semilla)
       *[other] { $scheme } (media de { $seeds } semillas)
    }
train-loss-latest = { $scheme } { $loss } en el paso { $step }
train-loss-latest-next = { $first }; { $rest }
train-loss-summary =
    { $count ->
        [one]
            { $seeds ->
                [one] Cada punto es la pérdida media de { $steps } paso. Lo último: { $latest }.
               *[other] Cada punto es la pérdida media de { $steps } paso, promediada sobre las semillas (la banda va de la semilla más baja a la más alta). Lo último: { $latest }.
            }
       *[other]
            { $seeds ->
                [one] Cada punto es la pérdida media de { $steps } pasos. Lo último: { $latest }.
               *[other] Cada punto es la pérdida media de { $steps } pasos, promediada sobre las semillas (la banda va de la semilla más baja a la más alta). Lo último: { $latest }.
            }
    }
train-loss-none = Todavía no hay pasos.
train-column-step = paso
train-column-length = longitud
train-loss-table-label = Datos de la pérdida de entrenamiento
train-trained-line = longitud entrenada más larga ({ $L })
train-accuracy-summary =
    { $count ->
        [one] Preguntas exactamente acertadas en cada longitud 1–{ $longest } para { $schemes } esquema, entrenado en longitudes 1–{ $L } (la línea discontinua). La tabla da todos los valores; lo que muestran está en «{ $heading }».
       *[other] Preguntas exactamente acertadas en cada longitud 1–{ $longest } para { $schemes } esquemas, entrenados en longitudes 1–{ $L } (la línea discontinua). La tabla da todos los valores; lo que muestran está en «{ $heading }».
    }
train-length-never-trained = { $length } (nunca entrenada)
train-accuracy-cell = { $mean } (semillas { $seeds })
train-accuracy-caption =
    { $seeds ->
        [one] Preguntas exactamente acertadas de { $examples } en cada longitud.
       *[other] Preguntas exactamente acertadas de { $examples } en cada longitud, media sobre las semillas y cada semilla.
    }
train-accuracy-table-label = Datos de exactitud
train-accuracy-x-trained = longitud de la pregunta (dígitos); entrenado de 1 a { $L }
train-question-error = la pregunta debe tener de 1 a { $longest } dígitos (0-9, se admiten espacios); se recibió "{ $text }"
train-predictions-caption = Semilla { $seed } de cada esquema, decodificación voraz: cada dígito de la respuesta es la primera opción del modelo tras los dígitos anteriores.
train-predictions-scheme = esquema
train-predictions-question = pregunta
train-predictions-expected = respuesta correcta
train-predictions-wrote = lo que escribió el modelo
train-predictions-verdict = veredicto
train-verdict-right = ✓ correcta
train-verdict-wrong =
    { $count ->
        [one] ✗ incorrecta: { $wrong } de { $digits } dígito mal
       *[other] ✗ incorrecta: { $wrong } de { $digits } dígitos mal
    }
train-attention-note = Adónde mira cada posición, en la cabeza { $head } del bloque { $block } (el último), para la semilla { $seed }. Las filas son la posición que lee y las columnas las posiciones que lee (solo las anteriores: la máscara es causal); cada fila suma 1. La entrada es la pregunta, { $sep } y la respuesta correcta salvo su último dígito: el modelo se puntúa en las posiciones desde { $sep }.
train-attention-title = { $scheme }: atención, cabeza { $head }, bloque { $block }
train-attention-rows = posición que lee
train-attention-cols = posición leída
train-attention-cell = la posición { $row } ({ $rowToken }) lee la posición { $col } ({ $colToken }) con peso { $weight }
train-table-tick = Marca «{ $learned }» y vuelve a ejecutar para ver la tabla que aprende.
train-table-note =
    { $count ->
        [one] La tabla de posiciones de la ejecución aprendida (semilla { $seed }) tiene { $rows } filas de { $d }: una por cada posición que el modelo puede leer. Las preguntas de entrenamiento de hasta { $digits } dígito solo llenan las posiciones 0–{ $lastTrained }, así que las filas { $firstUntrained }–{ $lastRow } nunca recibieron un gradiente: son sus valores iniciales aleatorios, algo encogidos por el decaimiento de pesos. Las preguntas más largas de la prueba las leen de todos modos. La tabla sinusoidal de al lado es la fórmula, igual en cada fila.
       *[other] La tabla de posiciones de la ejecución aprendida (semilla { $seed }) tiene { $rows } filas de { $d }: una por cada posición que el modelo puede leer. Las preguntas de entrenamiento de hasta { $digits } dígitos solo llenan las posiciones 0–{ $lastTrained }, así que las filas { $firstUntrained }–{ $lastRow } nunca recibieron un gradiente: son sus valores iniciales aleatorios, algo encogidos por el decaimiento de pesos. Las preguntas más largas de la prueba las leen de todos modos. La tabla sinusoidal de al lado es la fórmula, igual en cada fila.
    }
train-map-learned-trained = tabla aprendida, filas 0–{ $last } (entrenadas)
train-map-learned-untrained = tabla aprendida, filas { $first }–{ $last } (nunca entrenadas)
train-map-sinusoidal = tabla sinusoidal, filas 0–{ $last }
train-axis-position = posición
train-axis-dimension = dimensión
train-map-learned-cosine = similitud coseno de las filas aprendidas
train-map-sinusoidal-cosine = similitud coseno de las filas sinusoidales
train-cosine-note = Similitud coseno de cada par de filas. En la tabla sinusoidal solo depende de la distancia entre las posiciones (igual a lo largo de cada diagonal). En la aprendida, las filas 0–{ $lastTrained } son lo que el entrenamiento hizo de ellas; desde la fila { $firstUntrained }, valores iniciales casi aleatorios.
train-loss-empty = La pérdida de cada ejecución aparece aquí mientras entrena.
train-loss-chart-label = Pérdida de entrenamiento de cada esquema, por paso
train-loss-no-run = Todavía no hay ejecución: la pérdida de entrenamiento de cada ejecución aparece aquí, paso a paso, mientras entrena.
train-accuracy-empty = Cuando cada ejecución haya entrenado, se evalúa en cada longitud.
train-shows-heading = Lo que muestra esta ejecución
train-supports-heading = Lo que respalda esta ejecución, y lo que no puede
train-accuracy-chart-label = Exactitud de cada esquema por longitud de la pregunta
train-accuracy-no-run = Todavía no hay ejecución: cuando cada ejecución haya entrenado, su exactitud en cada longitud aparece aquí.
train-examples-empty = Tras la ejecución, escribe una pregunta y mira cómo la responde cada esquema.
train-question-label = pregunta (dígitos)
train-question-hint = Hasta { $twoL } dígitos; más de { $L } es una longitud nunca entrenada.
train-head-label = cabeza
train-table-empty = Tras una ejecución que incluya «{ $learned }», su tabla aparece aquí.
train-error-no-run = el laboratorio no tiene la ejecución { $key }
train-error-no-operation = el laboratorio no tiene la operación { $op }
train-error-closed = se cerró el laboratorio
train-error-worker-late = el hilo de trabajo de entrenamiento no arrancó a tiempo
train-error-worker-load = no se pudo cargar el hilo de trabajo de entrenamiento
train-error-worker-unreadable = un mensaje del hilo de trabajo de entrenamiento no se pudo leer
train-error-worker-stopped = el hilo de trabajo de entrenamiento se ha detenido
train-error-worker-lost = el hilo de trabajo de entrenamiento dejó de responder (sin respuesta a "{ $op }" en { $seconds } s)
train-error-budget = una ejecución de este modelo no cabe en la memoria que un núcleo reserva para los entrenadores ({ $reason }); elige menos semillas o esquemas, una { $d } menor, menos bloques o una { $L } más corta
train-error-no-finished-run = el laboratorio no tiene una ejecución terminada { $key } a la que preguntar
train-error-no-tensor = el laboratorio no tiene el tensor { $name } de una ejecución terminada { $key }



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

